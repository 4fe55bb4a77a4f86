import { sql, type Kysely } from 'kysely';

/*
 * The compiler's one-run-per-learner lease becomes one per learner and kind: the Run button
 * ('run') holds its own, like the online compiler ('compiler'), across every API process.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table compiler_runs rename to run_leases`.execute(db);
  await sql`
    alter table run_leases
      add column kind text not null default 'compiler' check (kind in ('run', 'compiler'))
  `.execute(db);
  await sql`alter table run_leases alter column kind drop default`.execute(db);
  await sql`alter table run_leases drop constraint compiler_runs_pkey`.execute(db);
  await sql`alter table run_leases add primary key (user_id, kind)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from run_leases where kind <> 'compiler'`.execute(db);
  await sql`alter table run_leases drop constraint run_leases_pkey`.execute(db);
  await sql`alter table run_leases drop column kind`.execute(db);
  await sql`alter table run_leases add constraint compiler_runs_pkey primary key (user_id)`.execute(
    db,
  );
  await sql`alter table run_leases rename to compiler_runs`.execute(db);
}
