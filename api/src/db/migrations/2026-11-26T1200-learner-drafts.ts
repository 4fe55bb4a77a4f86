import { sql, type Kysely } from 'kysely';

/*
 * A learner's work follows the account: code per problem × language with a version per draft
 * (a save names the version it was based on, so two browsers never overwrite each other), the
 * language last used and the custom inputs per problem, and the editor settings. Also an index
 * for an Accepted submission's runtime and memory standing among its problem and language.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table drafts (
      user_id uuid not null references users(id) on delete cascade,
      problem_id text not null references problems(id) on delete cascade,
      language text not null,
      code text not null,
      version integer not null,
      updated_at timestamptz not null default now(),
      primary key (user_id, problem_id, language)
    )
  `.execute(db);
  await sql`
    create table problem_work (
      user_id uuid not null references users(id) on delete cascade,
      problem_id text not null references problems(id) on delete cascade,
      last_language text,
      custom_cases jsonb not null default '[]'::jsonb,
      updated_at timestamptz not null default now(),
      primary key (user_id, problem_id)
    )
  `.execute(db);
  await sql`
    create index problem_work_last_language on problem_work (user_id, updated_at desc)
    where last_language is not null
  `.execute(db);
  // An Accepted submission's standing among the accepted ones of its problem and language.
  await sql`
    create index submissions_accepted_standing on submissions (problem_id, language, runtime_ms)
    where verdict = 'Accepted'
  `.execute(db);
  await sql`
    create table editor_settings (
      user_id uuid primary key references users(id) on delete cascade,
      settings jsonb not null,
      updated_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table editor_settings`.execute(db);
  await sql`drop index submissions_accepted_standing`.execute(db);
  await sql`drop table problem_work`.execute(db);
  await sql`drop table drafts`.execute(db);
}
