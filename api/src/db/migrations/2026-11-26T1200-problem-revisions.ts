import { sql, type Kysely } from 'kysely';

/*
 * A pending revision of a published problem: an admin's edits of its signature, checker, limits
 * and cases land here while learners keep being judged against the live rows (problem_details,
 * testcases). Publishing the revision, once its own validation passes, copies it over the live
 * rows and removes it. At most one per problem; its cases keep the ids of the live cases they
 * were copied from, so the editor's case ids stay valid across the switch.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table problem_revisions (
      problem_id text primary key references problems(id) on delete cascade on update cascade,
      signature jsonb not null,
      checker text not null,
      limits jsonb not null,
      validation jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table problem_revision_testcases (
      id uuid primary key default gen_random_uuid(),
      problem_id text not null
        references problem_revisions(problem_id) on delete cascade on update cascade,
      input text not null,
      output text not null,
      is_public boolean not null default false,
      position integer not null default 0
    )
  `.execute(db);
  await sql`
    create index problem_revision_testcases_problem_idx
      on problem_revision_testcases (problem_id, position)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table problem_revision_testcases`.execute(db);
  await sql`drop table problem_revisions`.execute(db);
}
