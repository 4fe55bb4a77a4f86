import { sql, type Kysely } from 'kysely';

/*
 * Review ratings and notes made in the desktop app while offline are sent later, possibly more
 * than once (a lost answer, a crash): each carries the client's Idempotency-Key, kept here, so a
 * review given up is logged once and a note is saved (or merged) once.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table review_logs add column client_key text`.execute(db);
  await sql`
    create unique index review_logs_client_key_idx on review_logs (user_id, client_key)
    where client_key is not null
  `.execute(db);
  await sql`alter table problem_notes add column client_key text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table problem_notes drop column client_key`.execute(db);
  await sql`drop index review_logs_client_key_idx`.execute(db);
  await sql`alter table review_logs drop column client_key`.execute(db);
}
