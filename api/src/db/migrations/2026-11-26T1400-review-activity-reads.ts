import { sql, type Kysely } from 'kysely';

/*
 * The heatmap counts a review given up (a rating without a submission) as activity, so the
 * cached public heatmaps of its learner are dropped when such a rating is added or removed (the
 * read_changes channel of migration read-change-notifications; a rank never moves with it).
 */

const listedUsers = 100;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_review_activity_reads() returns trigger
    language plpgsql as $$
    declare
      changed text[];
    begin
      if tg_op = 'INSERT' then
        select array_agg(distinct user_id::text) into changed
        from new_rows where submission_id is null;
      else
        select array_agg(distinct user_id::text) into changed
        from old_rows where submission_id is null;
      end if;
      if changed is not null then
        perform pg_notify('read_changes', json_build_object(
          'users', case when cardinality(changed) > ${sql.lit(listedUsers)} then null else changed end,
          'ranking', false)::text);
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger review_logs_notify_reads_insert
    after insert on review_logs referencing new table as new_rows
    for each statement execute function notify_review_activity_reads()
  `.execute(db);
  await sql`
    create trigger review_logs_notify_reads_delete
    after delete on review_logs referencing old table as old_rows
    for each statement execute function notify_review_activity_reads()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists review_logs_notify_reads_delete on review_logs`.execute(db);
  await sql`drop trigger if exists review_logs_notify_reads_insert on review_logs`.execute(db);
  await sql`drop function if exists notify_review_activity_reads()`.execute(db);
}
