import type { Diagnostic, FailureReason, SubmissionVerdict } from '@zencode/shared/contract';
import { scorePoints } from '@zencode/shared/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SubmissionCase } from '../../db/schema.ts';

export interface FinalResult {
  verdict: SubmissionVerdict;
  /** Why it is Not Accepted; null when accepted or when judging itself failed (see `error`). */
  reason: FailureReason | null;
  diagnostics: Diagnostic[];
  cases: SubmissionCase[];
  /** Slowest case (ms) and largest peak memory (KiB); null when nothing ran. */
  runtimeMs: number | null;
  memoryKb: number | null;
  /** Compiler diagnostics, or why the judge could not run the code. */
  error: string | null;
}

/**
 * A first Accepted for (user, problem): marks the problem solved and adds its points to the Zen
 * Score, stamping when the score was reached. The solved_problems primary key makes a second
 * call a no-op, so this counts once however often it runs. Returns whether points were added.
 */
export async function creditFirstAccepted(
  trx: Db,
  userId: string,
  problemId: string,
): Promise<boolean> {
  const problem = await trx
    .selectFrom('problems')
    .select('difficulty')
    .where('id', '=', problemId)
    .executeTakeFirst();
  if (!problem) return false;
  const points = scorePoints(problem.difficulty);
  const solved = await trx
    .insertInto('solved_problems')
    .values({ user_id: userId, problem_id: problemId, points })
    .onConflict((conflict) => conflict.columns(['user_id', 'problem_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!solved) return false;
  await trx
    .updateTable('users')
    .set({ score: sql`score + ${points}`, score_reached_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
  return true;
}

/**
 * The final write of a judged submission, in one transaction: results, verdict, runtime, memory,
 * status done, and the Zen Score credit of a first Accepted. Guarded by `status <> 'done'` on a
 * row lock, so when a retried job races a slow one, only the first to commit writes; the other
 * changes nothing. Returns whether this call wrote the result.
 */
export async function recordResult(
  db: Db,
  submissionId: string,
  result: FinalResult,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const written = await trx
      .updateTable('submissions')
      .set({
        status: 'done',
        verdict: result.verdict,
        reason: result.reason,
        diagnostics: JSON.stringify(result.diagnostics),
        cases: JSON.stringify(result.cases),
        runtime_ms: result.runtimeMs,
        memory_kb: result.memoryKb,
        error: result.error,
        judged_at: sql`now()`,
      })
      .where('id', '=', submissionId)
      .where('status', '<>', 'done')
      .returning(['user_id', 'problem_id'])
      .executeTakeFirst();
    if (!written) return false;
    if (result.verdict === 'Accepted')
      await creditFirstAccepted(trx, written.user_id, written.problem_id);
    return true;
  });
}
