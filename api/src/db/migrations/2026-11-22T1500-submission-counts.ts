import { sql, type Kysely } from 'kysely';

/*
 * Each learner's number of submissions, kept on the users row by a trigger on submissions, so a
 * leaderboard page reads ten numbers instead of counting the submissions of its ten learners
 * (the most active ones have tens of thousands).
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users add column submission_count integer not null default 0
      check (submission_count >= 0)
  `.execute(db);
  await sql`
    update users set submission_count = counts.submissions
    from (select user_id, count(*)::int as submissions from submissions group by user_id) as counts
    where users.id = counts.user_id
  `.execute(db);
  await sql`
    create function submissions_count_per_user() returns trigger
    language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update users set submission_count = submission_count + 1 where id = new.user_id;
      else
        update users set submission_count = greatest(submission_count - 1, 0)
        where id = old.user_id;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger submissions_count_per_user
    after insert or delete on submissions
    for each row execute function submissions_count_per_user()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists submissions_count_per_user on submissions`.execute(db);
  await sql`drop function if exists submissions_count_per_user()`.execute(db);
  await sql`alter table users drop column if exists submission_count`.execute(db);
}
