import { sql, type Kysely } from 'kysely';

/*
 * The code of each slower approach a teaching editorial shows (its `<!-- code: wrong-brute -->`
 * marker), by marker then language, as the catalogue ships it in solutions/wrong-*.<ext>. The
 * references are already in reference_solution; admins' problems have none of these files, so
 * theirs stays empty.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table problem_details add column approach_code jsonb not null default '{}'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table problem_details drop column approach_code`.execute(db);
}
