import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Compiling can take a while before the run's own wall clock starts. */
const compileAllowanceMs = 60_000;

/**
 * Takes the learner's one online-compiler slot for a run of at most `wallMs`: false while another
 * of their runs holds it (on any API process). A slot left by a crashed process expires.
 */
export async function takeCompilerRun(db: Db, userId: string, wallMs: number): Promise<boolean> {
  const expiresAt = new Date(Date.now() + wallMs + compileAllowanceMs);
  const taken = await db
    .insertInto('compiler_runs')
    .values({ user_id: userId, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ expires_at: expiresAt })
        .where('compiler_runs.expires_at', '<', sql<Date>`now()`),
    )
    .returning('user_id')
    .executeTakeFirst();
  return !!taken;
}

/** Gives the slot back when the run ended. */
export async function releaseCompilerRun(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('compiler_runs').where('user_id', '=', userId).execute();
}
