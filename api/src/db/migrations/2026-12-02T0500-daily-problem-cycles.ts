import { sql, type Kysely } from 'kysely';

/*
 * The daily problem's cycles, fixed when each starts: its first date and its problems in order.
 * Computing the order from the catalogue's size moved a date's problem whenever a problem was
 * published, which could break a learner's daily streak; kept here, a date's problem never moves
 * and new problems join the next cycle.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table daily_problem_cycles (
      start_date date primary key,
      problem_ids text[] not null check (cardinality(problem_ids) > 0),
      created_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table daily_problem_cycles`.execute(db);
}
