import { sql, type Kysely } from 'kysely';

/*
 * Each problem's judged submissions and how many were Accepted, kept by a trigger on submissions
 * so the problem list's acceptance rates are one small read instead of counting every
 * submission (a million with `npm run seed:large`). A submission counts once it has a verdict.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table problem_submission_totals (
      problem_id text primary key references problems(id) on delete cascade on update cascade,
      submitted integer not null default 0 check (submitted >= 0),
      accepted integer not null default 0 check (accepted >= 0)
    )
  `.execute(db);
  await sql`
    insert into problem_submission_totals (problem_id, submitted, accepted)
    select problem_id, count(*)::int, (count(*) filter (where verdict = 'Accepted'))::int
    from submissions where verdict is not null group by problem_id
  `.execute(db);
  await sql`
    create function problem_submission_totals_count() returns trigger
    language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.verdict is not null then
        update problem_submission_totals
        set submitted = greatest(submitted - 1, 0),
            accepted = greatest(accepted - (old.verdict = 'Accepted')::int, 0)
        where problem_id = old.problem_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') and new.verdict is not null then
        insert into problem_submission_totals as t (problem_id, submitted, accepted)
        values (new.problem_id, 1, (new.verdict = 'Accepted')::int)
        on conflict (problem_id) do update
        set submitted = t.submitted + 1, accepted = t.accepted + excluded.accepted;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger problem_submission_totals_count
    after insert or delete or update of verdict on submissions
    for each row execute function problem_submission_totals_count()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists problem_submission_totals_count on submissions`.execute(db);
  await sql`drop function if exists problem_submission_totals_count()`.execute(db);
  await sql`drop table if exists problem_submission_totals`.execute(db);
}
