import { sql, type Kysely } from 'kysely';

/*
 * A client may name a submission with an idempotency key (the desktop outbox does, so a retry
 * after a lost response never creates a second submission). Keys are unique per user.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table submissions add column idempotency_key text`.execute(db);
  await sql`
    create unique index submissions_user_idempotency_key
    on submissions (user_id, idempotency_key) where idempotency_key is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index submissions_user_idempotency_key`.execute(db);
  await sql`alter table submissions drop column idempotency_key`.execute(db);
}
