import type { Kysely } from 'kysely';

/**
 * Each outbox entry belongs to the account that queued it (the session's user id), and keeps
 * its state: waiting, refused by the server (with its reason) or paused until that account signs
 * in again. Entries queued before this version have no account: nobody sends them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('account', 'text').execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('waiting'))
    .execute();
  await db.schema.alterTable('outbox').addColumn('reason', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('reason').execute();
  await db.schema.alterTable('outbox').dropColumn('state').execute();
  await db.schema.alterTable('outbox').dropColumn('account').execute();
}
