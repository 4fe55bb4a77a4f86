import { sql, type Kysely } from 'kysely';

/*
 * Interview mode: a timed session of drawn problems. The problems are drawn once and stored
 * (a reload reads them, never redraws); the deadline is the server's started_at + minutes, so a
 * device clock cannot add time. Events record what happened in time (Runs and the submissions
 * made for the session), and the report is read from them.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table interview_sessions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      format text not null check (format in ('pair', 'assessment', 'custom')),
      minutes integer not null check (minutes between 1 and 600),
      started_at timestamptz not null default now(),
      ended_at timestamptz,
      reviewed_at timestamptz
    )
  `.execute(db);
  await sql`create index interview_sessions_user_idx on interview_sessions (user_id, started_at desc)`.execute(
    db,
  );
  // One open session per learner: starting a second while one runs is refused.
  await sql`
    create unique index interview_sessions_one_open on interview_sessions (user_id)
    where ended_at is null
  `.execute(db);
  await sql`
    create table interview_problems (
      session_id uuid not null references interview_sessions(id) on delete cascade,
      position integer not null,
      problem_id text not null references problems(id) on delete cascade on update cascade,
      primary key (session_id, position),
      unique (session_id, problem_id)
    )
  `.execute(db);
  await sql`
    create table interview_events (
      id uuid primary key default gen_random_uuid(),
      session_id uuid not null references interview_sessions(id) on delete cascade,
      problem_id text not null,
      kind text not null check (kind in ('run', 'submit')),
      submission_id uuid unique references submissions(id) on delete cascade,
      at timestamptz not null default now(),
      check ((kind = 'submit') = (submission_id is not null)),
      foreign key (session_id, problem_id) references interview_problems(session_id, problem_id)
        on delete cascade on update cascade
    )
  `.execute(db);
  await sql`create index interview_events_session_idx on interview_events (session_id, at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table interview_events`.execute(db);
  await sql`drop table interview_problems`.execute(db);
  await sql`drop table interview_sessions`.execute(db);
}
