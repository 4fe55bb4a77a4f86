import { sql, type Kysely } from 'kysely';

/*
 * One online-compiler run per learner at a time, across every API process: a run holds its
 * learner's row until it ends. A row left by a crashed process expires on its own.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table compiler_runs (
      user_id uuid primary key references users (id) on delete cascade,
      expires_at timestamptz not null
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table compiler_runs`.execute(db);
}
