import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

/** What a lease is for: the problem page's Run, the online compiler, or a Replay recording. */
export type RunLeaseKind = 'run' | 'compiler' | 'replay';

/** Compiling can take a while before the run's own wall clock starts. */
const compileAllowanceMs = 60_000;

/**
 * Takes the learner's one slot of this kind for a run of at most `wallMs`: false while another
 * of their runs of this kind holds it (on any API process), so one learner's burst of sleeping
 * runs cannot fill the judge's slots and queue. A slot left by a crashed process expires.
 */
async function takeRunLease(
  db: Db,
  userId: string,
  kind: RunLeaseKind,
  wallMs: number,
): Promise<boolean> {
  const expiresAt = new Date(Date.now() + wallMs + compileAllowanceMs);
  const taken = await db
    .insertInto('run_leases')
    .values({ user_id: userId, kind, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'kind'])
        .doUpdateSet({ expires_at: expiresAt })
        .where('run_leases.expires_at', '<', sql<Date>`now()`),
    )
    .returning('user_id')
    .executeTakeFirst();
  return !!taken;
}

/** Gives the slot back when the run ended. */
async function releaseRunLease(db: Db, userId: string, kind: RunLeaseKind): Promise<void> {
  await db
    .deleteFrom('run_leases')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .execute();
}

/** Runs `task` holding the learner's lease of this kind; false (nothing run) when it is held. */
export async function withRunLease<T>(
  db: Db,
  lease: { userId: string; kind: RunLeaseKind; wallMs: number },
  task: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  if (!(await takeRunLease(db, lease.userId, lease.kind, lease.wallMs))) return { ran: false };
  try {
    return { ran: true, value: await task() };
  } finally {
    await releaseRunLease(db, lease.userId, lease.kind);
  }
}
