import { sql, type Kysely } from 'kysely';

/* A Replay recording holds its own one-per-learner lease, beside Run's and the compiler's. */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table run_leases drop constraint run_leases_kind_check`.execute(db);
  await sql`
    alter table run_leases
      add constraint run_leases_kind_check check (kind in ('run', 'compiler', 'replay'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from run_leases where kind = 'replay'`.execute(db);
  await sql`alter table run_leases drop constraint run_leases_kind_check`.execute(db);
  await sql`
    alter table run_leases add constraint run_leases_kind_check check (kind in ('run', 'compiler'))
  `.execute(db);
}
