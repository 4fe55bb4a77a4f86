import { sql, type Kysely } from 'kysely';

/*
 * Leaderboard pages without scans that grow with the page number or the number of learners:
 * - the rank key index also carries the user id, so skipping to page n is an index-only scan and
 *   only the page's own rows are read from the table;
 * - how many learners are ranked is kept in leaderboard_totals by a trigger on users (it changes
 *   only when a learner gets a first score, loses it, or leaves), instead of a count per request.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index users_rank_page_idx on users (rank_neg_score, rank_reached_at, rank_username)
    include (id) where score > 0 and username is not null
  `.execute(db);
  await sql`drop index users_rank_key_idx`.execute(db);

  await sql`
    create table leaderboard_totals (
      id boolean primary key default true check (id),
      ranked_users integer not null check (ranked_users >= 0)
    )
  `.execute(db);
  await sql`
    insert into leaderboard_totals (ranked_users)
    select count(*) from users where score > 0 and username is not null
  `.execute(db);
  await sql`
    create function users_count_ranked() returns trigger
    language plpgsql as $$
    declare
      was_ranked boolean := tg_op <> 'INSERT' and old.score > 0 and old.username is not null;
      is_ranked boolean := tg_op <> 'DELETE' and new.score > 0 and new.username is not null;
    begin
      if was_ranked <> is_ranked then
        update leaderboard_totals
        set ranked_users = ranked_users + case when is_ranked then 1 else -1 end;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger users_count_ranked
    after insert or delete or update of score, username on users
    for each row execute function users_count_ranked()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists users_count_ranked on users`.execute(db);
  await sql`drop function if exists users_count_ranked()`.execute(db);
  await sql`drop table if exists leaderboard_totals`.execute(db);
  await sql`
    create index if not exists users_rank_key_idx on users
    (rank_neg_score, rank_reached_at, rank_username) where score > 0 and username is not null
  `.execute(db);
  await sql`drop index if exists users_rank_page_idx`.execute(db);
}
