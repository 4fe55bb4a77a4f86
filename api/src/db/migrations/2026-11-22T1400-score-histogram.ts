import { sql, type Kysely } from 'kysely';

/*
 * How many ranked learners hold each score, kept by the users trigger beside the ranked count.
 * A rank is then the learners with a higher score (a sum over at most one row per distinct score)
 * plus those with the same score ahead in the rank key (a range of users_rank_page_idx within
 * that one score): milliseconds for the last-ranked learner too, where counting everyone ahead
 * through the index grows with the number of learners.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table score_histogram (
      score integer primary key check (score > 0),
      users integer not null check (users >= 0)
    )
  `.execute(db);
  await sql`
    insert into score_histogram (score, users)
    select score, count(*) from users where score > 0 and username is not null group by score
  `.execute(db);
  await sql`
    create or replace function users_count_ranked() returns trigger
    language plpgsql as $$
    declare
      was_ranked boolean := tg_op <> 'INSERT' and old.score > 0 and old.username is not null;
      is_ranked boolean := tg_op <> 'DELETE' and new.score > 0 and new.username is not null;
    begin
      if was_ranked <> is_ranked then
        update leaderboard_totals
        set ranked_users = ranked_users + case when is_ranked then 1 else -1 end;
      end if;
      if was_ranked and not (is_ranked and old.score = new.score) then
        update score_histogram set users = users - 1 where score = old.score;
      end if;
      if is_ranked and not (was_ranked and old.score = new.score) then
        insert into score_histogram (score, users) values (new.score, 1)
        on conflict (score) do update set users = score_histogram.users + 1;
      end if;
      return null;
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function users_count_ranked() returns trigger
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
  await sql`drop table if exists score_histogram`.execute(db);
}
