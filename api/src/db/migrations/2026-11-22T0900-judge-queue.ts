import { sql, type Kysely } from 'kysely';

/*
 * The judge queue's own bookkeeping. The queue itself (graphile-worker) installs its schema
 * `graphile_worker` through its own migrations when the queue starts (api/src/queue).
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('submissions')
    // When the verdict was written: submit-to-verdict latency for /api/health.
    .addColumn('judged_at', 'timestamptz')
    // Public plus hidden cases at submit time, so progress reads "case k of n".
    .addColumn('total_cases', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('submissions_judged_idx')
    .on('submissions')
    .column('judged_at')
    .where(sql.ref('judged_at'), 'is not', null)
    .execute();
  // The per-user limit of unfinished submissions counts these.
  await db.schema
    .createIndex('submissions_unfinished_user_idx')
    .on('submissions')
    .column('user_id')
    .where(sql.ref('status'), '<>', 'done')
    .execute();

  // Every process running judge workers beats here; a job locked by a worker pool whose beat
  // stopped (the process was killed) is unlocked and retried at once, instead of after the
  // queue's built-in four hours.
  await db.schema
    .createTable('judge_worker_heartbeats')
    .addColumn('worker_id', 'text', (c) => c.primaryKey())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('pid', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('beat_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('judge_worker_heartbeats').ifExists().execute();
  await db.schema.dropIndex('submissions_unfinished_user_idx').ifExists().execute();
  await db.schema.dropIndex('submissions_judged_idx').ifExists().execute();
  await db.schema
    .alterTable('submissions')
    .dropColumn('total_cases')
    .dropColumn('judged_at')
    .execute();
}
