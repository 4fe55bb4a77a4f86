import { sql, type Kysely } from 'kysely';

/*
 * Rank order as one ascending key of plain columns, so "how many users are ahead of me" is a
 * single row comparison counted by an index-only scan, and a leaderboard page is an index range
 * with a limit. The key is (-score, when the score was reached, lower-cased username in the "C"
 * collation): the order of compareRank in shared/rules, whatever the database's locale. The
 * columns are generated (PostgreSQL keeps them right) rather than index expressions, because
 * PostgreSQL plans index-only scans over plain columns only. Only ranked users (a score above 0
 * and a username) are in the index.
 *
 * A deleted problem takes its points with it: deleting a solved_problems row (the problem's
 * deletion cascades to it) subtracts its points from the learner's score in the same statement,
 * so the Zen Score always equals the sum of the points of the problems still solved.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column rank_neg_score integer generated always as (-score) stored,
      add column rank_reached_at timestamptz
        generated always as (coalesce(score_reached_at, 'infinity'::timestamptz)) stored,
      add column rank_username text collate "C" generated always as (lower(username::text)) stored
  `.execute(db);
  await sql`
    create index users_rank_key_idx on users (rank_neg_score, rank_reached_at, rank_username)
    where score > 0 and username is not null
  `.execute(db);

  await sql`
    create function solved_problems_release_points() returns trigger
    language plpgsql as $$
    begin
      update users set score = greatest(score - old.points, 0) where id = old.user_id;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger solved_problems_release_points
    after delete on solved_problems
    for each row execute function solved_problems_release_points()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists solved_problems_release_points on solved_problems`.execute(db);
  await sql`drop function if exists solved_problems_release_points()`.execute(db);
  await sql`drop index if exists users_rank_key_idx`.execute(db);
  await sql`
    alter table users
      drop column if exists rank_neg_score,
      drop column if exists rank_reached_at,
      drop column if exists rank_username
  `.execute(db);
}
