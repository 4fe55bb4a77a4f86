import type { Kysely } from 'kysely';

/* Migrations never change once merged; later changes are new timestamped files. */

/** The rate limiter deletes windows older than a day at each new window: this keeps that cheap. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('rate_limit_buckets_window_idx')
    .on('rate_limit_buckets')
    .column('window_start')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('rate_limit_buckets_window_idx').ifExists().execute();
}
