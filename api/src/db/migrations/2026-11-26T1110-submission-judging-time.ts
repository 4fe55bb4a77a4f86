import { sql, type Kysely } from 'kysely';

/*
 * How long a worker spent judging each submission (ms, null until judged): the fair queue puts a
 * learner whose recent submissions held workers for long behind other learners' submissions.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table submissions add column judge_ms integer`.execute(db);
  // The fair queue sums a learner's recent judging time.
  await sql`
    create index submissions_user_judged_at on submissions (user_id, judged_at)
    where judged_at is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index submissions_user_judged_at`.execute(db);
  await sql`alter table submissions drop column judge_ms`.execute(db);
}
