import { sql, type Kysely } from 'kysely';

/*
 * A pending revision keeps its own reference solutions: they give the expected answer of a
 * learner's custom cases and are part of what a validation proves, so on a published problem
 * they change like its cases and signature do, live only once the revision is validated and
 * published. An open revision starts from the live references.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table problem_revisions
      add column reference_solution jsonb not null default '{}'::jsonb
  `.execute(db);
  await sql`
    update problem_revisions r
    set reference_solution = d.reference_solution
    from problem_details d
    where d.problem_id = r.problem_id and d.reference_solution is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table problem_revisions drop column reference_solution`.execute(db);
}
