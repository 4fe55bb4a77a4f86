import type { Kysely } from 'kysely';

/** The learner's own work per server: code drafts per problem and language, custom test inputs. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('drafts')
    .addColumn('server', 'text', (col) => col.notNull())
    .addColumn('problem_id', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('saved_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('drafts_pk', ['server', 'problem_id', 'language'])
    .execute();
  await db.schema
    .createTable('custom_cases')
    .addColumn('server', 'text', (col) => col.notNull())
    .addColumn('problem_id', 'text', (col) => col.notNull())
    .addColumn('inputs_json', 'text', (col) => col.notNull())
    .addColumn('saved_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('custom_cases_pk', ['server', 'problem_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('custom_cases').execute();
  await db.schema.dropTable('drafts').execute();
}
