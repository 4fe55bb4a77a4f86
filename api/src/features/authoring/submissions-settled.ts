import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { judgeTaskName } from '../../queue/index.ts';

/** How often a waiting background validation looks again. */
const pollMs = 250;

/** Raised when the workers stop while a background validation waits: the job runs again later. */
export class ValidationInterrupted extends Error {
  override name = 'ValidationInterrupted';
}

/**
 * Resolves once no submission is waiting or being judged anywhere (no judge job in the queue).
 * Background validation awaits it before each language, so that on a small machine it does not
 * share the CPU with a learner's submission: the queue's priority makes submissions start first,
 * this keeps a validation from running beside them. Throws ValidationInterrupted on `signal`.
 */
export async function submissionsSettled(db: Db, signal: AbortSignal): Promise<void> {
  for (;;) {
    if (signal.aborted) throw new ValidationInterrupted('The judge workers are stopping.');
    const { rows } = await sql<{ busy: boolean }>`
      select exists (
        select 1 from graphile_worker.jobs
        where task_identifier = ${judgeTaskName} and attempts < max_attempts
      ) as busy`.execute(db);
    if (!rows[0]?.busy) return;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
