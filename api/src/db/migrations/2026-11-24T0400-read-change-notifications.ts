import { sql, type Kysely } from 'kysely';

/*
 * Every API process keeps the common public reads (leaderboard pages, ranks, public profiles,
 * heatmaps) in memory and drops them when the rows behind them change. These statement-level
 * triggers tell every process, on the `read_changes` channel, at commit (NOTIFY is transactional):
 * - users: which learners changed (null: too many to list, drop everything) and whether the rank
 *   order may have moved (a score, the moment it was reached, a username, a learner in or out);
 *   the submission counter and solved problems reach users through their own triggers;
 * - problems: a title or difficulty shown in profiles changed.
 * A users row is compared whole, so a column added later is covered without a new trigger.
 */

const listedUsers = 100;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_user_reads() returns trigger
    language plpgsql as $$
    declare
      changed text[];
      ranking boolean;
    begin
      if tg_op = 'INSERT' then
        select array_agg(id::text), coalesce(bool_or(score > 0 and username is not null), false)
        into changed, ranking from new_rows;
      elsif tg_op = 'DELETE' then
        select array_agg(id::text), coalesce(bool_or(score > 0 and username is not null), false)
        into changed, ranking from old_rows;
      else
        select array_agg(n.id::text),
          coalesce(bool_or(o.score is distinct from n.score
            or o.score_reached_at is distinct from n.score_reached_at
            or o.username is distinct from n.username), false)
        into changed, ranking
        from old_rows as o join new_rows as n on n.id = o.id
        where row(o.*) is distinct from row(n.*);
      end if;
      if changed is not null then
        perform pg_notify('read_changes', json_build_object(
          'users', case when cardinality(changed) > ${sql.lit(listedUsers)} then null else changed end,
          'ranking', ranking)::text);
      end if;
      return null;
    end
    $$
  `.execute(db);
  for (const event of ['insert', 'update', 'delete'] as const) {
    const rows =
      event === 'insert'
        ? sql`new table as new_rows`
        : event === 'delete'
          ? sql`old table as old_rows`
          : sql`old table as old_rows new table as new_rows`;
    await sql`
      create trigger ${sql.raw(`users_notify_reads_${event}`)}
      after ${sql.raw(event)} on users referencing ${rows}
      for each statement execute function notify_user_reads()
    `.execute(db);
  }
  await sql`
    create function notify_problem_reads() returns trigger
    language plpgsql as $$
    begin
      perform pg_notify('read_changes', '{"problems":true}');
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger problems_notify_reads
    after update or delete on problems
    for each statement execute function notify_problem_reads()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists problems_notify_reads on problems`.execute(db);
  await sql`drop function if exists notify_problem_reads()`.execute(db);
  for (const event of ['insert', 'update', 'delete']) {
    await sql`drop trigger if exists ${sql.raw(`users_notify_reads_${event}`)} on users`.execute(
      db,
    );
  }
  await sql`drop function if exists notify_user_reads()`.execute(db);
}
