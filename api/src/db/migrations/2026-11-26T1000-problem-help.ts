import { sql, type Kysely } from 'kysely';

/*
 * Help while stuck: a problem's pattern, hints, similar problems and editorial; what each
 * learner opened of it; and, with every submission, what its author had opened when submitting.
 * The submission's record is filled by a trigger from the reveals, so neither the client's submit
 * body nor the submission code can set it.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table problems
      add column pattern text,
      add column hints text[] not null default '{}',
      add column similar_slugs text[] not null default '{}',
      add column editorial text
  `.execute(db);
  await sql`
    create table problem_help_reveals (
      user_id uuid not null references users (id) on delete cascade,
      problem_id text not null references problems (id) on delete cascade,
      hints_opened integer not null default 0 check (hints_opened >= 0),
      hints_opened_at timestamptz,
      editorial_opened_at timestamptz,
      -- Opened before the learner's first Accepted submission of the problem.
      editorial_opened_early boolean not null default false,
      primary key (user_id, problem_id)
    )
  `.execute(db);
  await sql`
    alter table submissions
      add column hints_opened integer not null default 0,
      add column editorial_opened boolean not null default false
  `.execute(db);
  await sql`
    create function submissions_record_help() returns trigger language plpgsql as $$
    begin
      select coalesce(r.hints_opened, 0), r.editorial_opened_at is not null
        into new.hints_opened, new.editorial_opened
        from problem_help_reveals r
        where r.user_id = new.user_id and r.problem_id = new.problem_id;
      new.hints_opened := coalesce(new.hints_opened, 0);
      new.editorial_opened := coalesce(new.editorial_opened, false);
      return new;
    end
    $$
  `.execute(db);
  await sql`
    create trigger submissions_record_help before insert on submissions
      for each row execute function submissions_record_help()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger submissions_record_help on submissions`.execute(db);
  await sql`drop function submissions_record_help()`.execute(db);
  await sql`
    alter table submissions drop column editorial_opened, drop column hints_opened
  `.execute(db);
  await sql`drop table problem_help_reveals`.execute(db);
  await sql`
    alter table problems
      drop column editorial, drop column similar_slugs, drop column hints, drop column pattern
  `.execute(db);
}
