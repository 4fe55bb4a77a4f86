import { sql, type Kysely } from 'kysely';

/*
 * Copies of a note: when an edit written on an older version is merged into a note and both
 * texts together pass the note's limit, the stored text stays the note and the other is kept
 * here, so neither is lost. Deleting the note (or the account) deletes its copies.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table note_copies (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null,
      problem_id text not null,
      body text not null,
      created_at timestamptz not null default now(),
      foreign key (user_id, problem_id) references problem_notes(user_id, problem_id)
        on delete cascade on update cascade
    )
  `.execute(db);
  await sql`create index note_copies_of_note on note_copies (user_id, problem_id, created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table note_copies`.execute(db);
}
