import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { judgeTaskName } from '../../queue/index.ts';

/** How often a waiting background validation looks again. */
const pollMs = 250;

/** Raised when the workers stop while a background validation waits: the job runs again later. */
export class ValidationInterrupted extends Error {
  override name = 'ValidationInterrupted';
}

/**
 * Resolves once no submission is being judged anywhere (no locked judge job). Background
 * validation awaits it before each language, so that on a small machine it does not share the CPU
 * with a learner's submission; the queue's priority makes waiting submissions start first on the
 * next free worker. It does not wait for submissions that are only queued: with one worker the
 * validation holds that worker, and such a wait would never end. Throws ValidationInterrupted on
 * `signal`.
 */
export async function submissionsSettled(db: Db, signal: AbortSignal): Promise<void> {
  for (;;) {
    if (signal.aborted) throw new ValidationInterrupted('The judge workers are stopping.');
    const { rows } = await sql<{ busy: boolean }>`
      select exists (
        select 1 from graphile_worker.jobs
        where task_identifier = ${judgeTaskName} and locked_at is not null
      ) as busy`.execute(db);
    if (!rows[0]?.busy) return;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
