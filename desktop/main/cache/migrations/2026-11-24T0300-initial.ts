import { sql, type Kysely } from 'kysely';

/** The cache's first schema: problems, details, public cases, submissions, outbox, sync state. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cached_problems')
    .addColumn('server', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('summary_json', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('cached_problems_pk', ['server', 'id'])
    .execute();
  await db.schema
    .createTable('cached_problem_details')
    .addColumn('server', 'text', (col) => col.notNull())
    .addColumn('problem_id', 'text', (col) => col.notNull())
    .addColumn('full_json', 'text', (col) => col.notNull())
    .addColumn('etag', 'text')
    .addColumn('fetched_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('cached_problem_details_pk', ['server', 'problem_id'])
    .execute();
  await db.schema
    .createTable('cached_public_cases')
    .addColumn('server', 'text', (col) => col.notNull())
    .addColumn('problem_id', 'text', (col) => col.notNull())
    .addColumn('cases_json', 'text', (col) => col.notNull())
    .addColumn('etag', 'text')
    .addColumn('fetched_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('cached_public_cases_pk', ['server', 'problem_id'])
    .execute();
  await db.schema
    .createTable('cached_submissions')
    .addColumn('server', 'text', (col) => col.notNull())
    .addColumn('problem_id', 'text', (col) => col.notNull())
    .addColumn('list_json', 'text', (col) => col.notNull())
    .addColumn('fetched_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('cached_submissions_pk', ['server', 'problem_id'])
    .execute();
  await db.schema
    .createTable('outbox')
    .addColumn('server', 'text', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('problem_id', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addPrimaryKeyConstraint('outbox_pk', ['server', 'idempotency_key'])
    .execute();
  await db.schema
    .createTable('sync_meta')
    .addColumn('server', 'text', (col) => col.notNull())
    .addColumn('resource', 'text', (col) => col.notNull())
    .addColumn('etag', 'text')
    .addColumn('synced_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('sync_meta_pk', ['server', 'resource'])
    .execute();
  await sql`create index outbox_by_age on outbox (server, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sync_meta',
    'outbox',
    'cached_submissions',
    'cached_public_cases',
    'cached_problem_details',
    'cached_problems',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
