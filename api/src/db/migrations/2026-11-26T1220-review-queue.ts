import { sql, type Kysely } from 'kysely';

/*
 * Spaced review: a card per solved problem, a log of every rating (the FSRS schedule
 * is recomputed from it with ts-fsrs on every read), and a private Markdown note per problem.
 * A log made from an Accepted submission keeps the submission, so it is made once.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table review_cards (
      user_id uuid not null references users(id) on delete cascade,
      problem_id text not null references problems(id) on delete cascade on update cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, problem_id)
    )
  `.execute(db);
  await sql`
    create table review_logs (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null,
      problem_id text not null,
      rating text not null check (rating in ('Again', 'Hard', 'Good', 'Easy')),
      reviewed_at timestamptz not null,
      proposed boolean not null default false,
      reasons jsonb not null default '[]'::jsonb,
      submission_id uuid unique references submissions(id) on delete set null,
      foreign key (user_id, problem_id) references review_cards(user_id, problem_id)
        on delete cascade on update cascade
    )
  `.execute(db);
  await sql`create index review_logs_card_idx on review_logs (user_id, problem_id, reviewed_at)`.execute(
    db,
  );
  // Deleting one's review history: submissions from before it never make cards again.
  await sql`
    create table review_history_resets (
      user_id uuid primary key references users(id) on delete cascade,
      reset_at timestamptz not null
    )
  `.execute(db);
  await sql`
    create table problem_notes (
      user_id uuid not null references users(id) on delete cascade,
      problem_id text not null references problems(id) on delete cascade on update cascade,
      body text not null,
      updated_at timestamptz not null default now(),
      primary key (user_id, problem_id)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table problem_notes`.execute(db);
  await sql`drop table review_history_resets`.execute(db);
  await sql`drop table review_logs`.execute(db);
  await sql`drop table review_cards`.execute(db);
}
