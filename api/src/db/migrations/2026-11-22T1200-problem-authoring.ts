import { sql, type Kysely } from 'kysely';

/*
 * Problem authoring. A problem that learners have submissions for is never removed (their history
 * and heatmap keep it): deleting it marks it 'deleted', which hides it everywhere; only a problem
 * nobody submitted to is removed outright. The latest validation (the reference solutions run on
 * every case) is kept with the details, with a fingerprint of what it validated, so publishing can
 * demand a passing validation of the current data.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table problems drop constraint problems_status_check`.execute(db);
  await sql`
    alter table problems add constraint problems_status_check
    check (status in ('draft', 'published', 'deleted'))
  `.execute(db);
  await db.schema.alterTable('problem_details').addColumn('validation', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('problem_details').dropColumn('validation').execute();
  await sql`delete from problems where status = 'deleted'`.execute(db);
  await sql`alter table problems drop constraint problems_status_check`.execute(db);
  await sql`
    alter table problems add constraint problems_status_check
    check (status in ('draft', 'published'))
  `.execute(db);
}
