import { sql, type Kysely } from 'kysely';

/*
 * A pending sign-up whose address was signed up again with a different password is disputed:
 * nobody has proven they own the mailbox yet, so neither password may survive verification. The
 * flag is cleared (and the password with it) when the e-mail is verified; see verification.ts.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users add column sign_up_password_disputed boolean not null default false
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column sign_up_password_disputed`.execute(db);
}
