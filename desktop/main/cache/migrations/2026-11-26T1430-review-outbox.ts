import type { Kysely } from 'kysely';

/**
 * Review-schedule ratings, reviews given up and notes made while the server could not answer:
 * each filed under the account and server that made it, waiting (or refused, or paused until that
 * account signs in again) until the server has it. Kept apart from the submissions' outbox: its
 * entries are small JSON writes, not code to judge.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_outbox')
    .addColumn('server', 'text', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('account', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('problem_id', 'text', (col) => col.notNull())
    .addColumn('payload_json', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('waiting'))
    .addColumn('reason', 'text')
    .addPrimaryKeyConstraint('review_outbox_pk', ['server', 'idempotency_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review_outbox').execute();
}
