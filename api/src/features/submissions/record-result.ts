import {
  difficulties,
  type Diagnostic,
  type FailureReason,
  type SubmissionVerdict,
} from '@zencode/shared/contract';
import { scorePoints } from '@zencode/shared/rules';
import { sql } from 'kysely';
import type { Db, SubmissionCase } from '../../db/index.ts';

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
  /** Wall time the worker spent on it (ms), the fair queue's measure; absent when not measured. */
  judgeMs?: number;
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

/** Each difficulty's points, as one JSON object for the database (from scorePoints). */
const pointsByDifficulty = JSON.stringify(
  Object.fromEntries(difficulties.map((difficulty) => [difficulty, scorePoints(difficulty)])),
);

/**
 * The final write of a judged submission, in one statement (one round trip, one transaction):
 * results, verdict, runtime, memory, status done, the Zen Score credit of a first Accepted (as
 * creditFirstAccepted does it), and, when given, a NOTIFY that PostgreSQL delivers at commit
 * (the progress streams' `done`). Guarded by `status <> 'done'` on a row lock, so when a retried
 * job races a slow one, only the first to commit writes; the other changes nothing and notifies
 * nobody. Returns whether this call wrote the result.
 */
export async function recordResult(
  db: Db,
  submissionId: string,
  result: FinalResult,
  notify?: { channel: string; payload: string },
): Promise<boolean> {
  const { rows } = await sql<{ written: boolean }>`
    with written as (
      update submissions set
        status = 'done',
        verdict = ${result.verdict},
        reason = ${result.reason},
        diagnostics = ${JSON.stringify(result.diagnostics)},
        cases = ${JSON.stringify(result.cases)},
        runtime_ms = ${result.runtimeMs},
        memory_kb = ${result.memoryKb},
        error = ${result.error},
        judge_ms = ${result.judgeMs ?? null},
        judged_at = now()
      where id = ${submissionId} and status <> 'done'
      returning user_id, problem_id, verdict
    ),
    solved as (
      insert into solved_problems (user_id, problem_id, points)
      select written.user_id, written.problem_id,
        (${pointsByDifficulty}::jsonb ->> problems.difficulty::text)::int
      from written join problems on problems.id = written.problem_id
      where written.verdict = 'Accepted'
      on conflict (user_id, problem_id) do nothing
      returning user_id, points
    ),
    scored as (
      update users set score = users.score + solved.points, score_reached_at = now()
      from solved where users.id = solved.user_id
      returning users.id
    ),
    notified as (
      select pg_notify(${notify?.channel ?? ''}, ${notify?.payload ?? ''})
      from written where ${notify !== undefined}
    )
    -- A plain CTE runs only when read: the notification is read here.
    select exists (select from written) as written, (select count(*) from notified) as notified
  `.execute(db);
  return rows[0]?.written === true;
}
