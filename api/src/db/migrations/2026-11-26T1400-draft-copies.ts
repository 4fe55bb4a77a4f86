import { sql, type Kysely } from 'kysely';

/*
 * Named copies of a draft: when a draft changed in two places and the learner keeps one version
 * as the draft, the other is kept on the account under a name instead of being thrown away.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table draft_copies (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      problem_id text not null references problems(id) on delete cascade,
      language text not null,
      name text not null,
      code text not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index draft_copies_of_problem on draft_copies (user_id, problem_id, created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table draft_copies`.execute(db);
}
