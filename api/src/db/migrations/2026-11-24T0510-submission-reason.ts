import { sql, type Kysely } from 'kysely';

/*
 * A judged submission names why it was not accepted (its first failing case's reason, or
 * Compilation Error) and keeps the compiler's located errors and warnings for editor markers.
 * Older rows keep null and an empty list: their reason is read from their stored cases.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table submissions add column reason text`.execute(db);
  await sql`
    alter table submissions add column diagnostics jsonb not null default '[]'::jsonb
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table submissions drop column diagnostics`.execute(db);
  await sql`alter table submissions drop column reason`.execute(db);
}
