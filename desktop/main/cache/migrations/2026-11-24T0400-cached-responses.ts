import type { Kysely } from 'kysely';

/** Last copies of other reads (own profile, leaderboard, profiles) shown while offline. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cached_responses')
    .addColumn('server', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('body_json', 'text', (col) => col.notNull())
    .addColumn('fetched_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('cached_responses_pk', ['server', 'path'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cached_responses').execute();
}
