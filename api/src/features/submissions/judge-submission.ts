import { messages } from '@zencode/shared/contract';
import {
  CaseInputError,
  judge,
  LanguageUnavailableError,
  type JudgeProgress,
} from '@zencode/shared/judge';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Logger } from '../../logger.ts';
import type { JudgeJobHandler, JudgeRuntime } from '../../queue/index.ts';
import { judgingProgress } from './judging-progress.ts';
import { recordResult, type FinalResult } from './record-result.ts';
import { toStoredCases } from './submission-view.ts';

type JudgeTask = NonNullable<Awaited<ReturnType<typeof loadJudgeTask>>>;

/** The submission and its problem's cases, in one round trip. */
async function loadJudgeTask(db: Db, submissionId: string) {
  const submission = await db
    .selectFrom('submissions')
    .innerJoin('problem_details', 'problem_details.problem_id', 'submissions.problem_id')
    .select([
      'submissions.id',
      'submissions.status',
      'submissions.language',
      'submissions.code',
      'submissions.problem_id',
      'problem_details.signature',
      'problem_details.checker',
      'problem_details.limits',
      // Public cases first: judging stops at the first failure, and a solution sees each case
      // only after the previous one's result left its process.
      sql<{ input: string; output: string; is_public: boolean }[]>`coalesce((
        select json_agg(json_build_object(
          'input', testcases.input, 'output', testcases.output, 'is_public', testcases.is_public
        ) order by testcases.is_public desc, testcases.position, testcases.id)
        from testcases where testcases.problem_id = submissions.problem_id
      ), '[]'::json)`.as('cases'),
    ])
    .where('submissions.id', '=', submissionId)
    .executeTakeFirst();
  if (!submission) return undefined;
  return {
    ...submission,
    cases: submission.cases.map((row) => ({
      input: row.input,
      expected: row.output,
      hidden: !row.is_public,
    })),
  };
}

const failure = (error: string): FinalResult => ({
  verdict: 'Not Accepted',
  reason: null,
  diagnostics: [],
  cases: [],
  runtimeMs: null,
  memoryKb: null,
  error,
});

/**
 * The judge job: re-reads the submission (done already: nothing to do, so a retried job is
 * harmless), compiles and runs every public and hidden case through the runner while
 * judgingProgress tells watchers how far it got, and writes the result once (recordResult).
 * Problems in the code or the problem's data become a verdict; infrastructure errors throw so the
 * queue retries, and the last attempt records a failure instead, so every submission ends with a
 * verdict.
 */
export function createJudgeJobHandler(deps: {
  db: Db;
  runtime: Pick<JudgeRuntime, 'context'>;
  logger: Logger;
}): JudgeJobHandler {
  const { db, logger } = deps;
  return async (submissionId, { attempt, maxAttempts }) => {
    const startedAt = performance.now();
    const task = await loadJudgeTask(db, submissionId);
    if (!task || task.status === 'done') return;
    const publicCount = task.cases.filter((testCase) => !testCase.hidden).length;
    const progress = judgingProgress(db, logger, submissionId, task.cases.length, publicCount);
    let result: FinalResult;
    if (task.cases.length === 0) {
      // Its test cases were deleted after the submission: never a vacuous Accepted.
      result = failure(messages.problemDetailsNotFound);
    } else {
      try {
        result = await judgeTask(task, {
          ...deps.runtime.context,
          onProgress: progress.onProgress,
        });
      } catch (error) {
        if (error instanceof LanguageUnavailableError) {
          result = failure(error.message);
        } else if (error instanceof CaseInputError) {
          logger.error(
            `Problem ${task.problem_id} has a test case that does not fit its signature`,
          );
          result = failure(`This problem's test data is invalid: ${error.message}`);
        } else if (attempt >= maxAttempts) {
          logger.error(`Judging submission ${submissionId} failed for good`, error);
          result = failure(messages.internalError);
        } else {
          throw error;
        }
      }
    }
    // The steps sent so far reach watchers before the `done` that the verdict's write sends.
    await progress.settled();
    const judgeMs = Math.round(performance.now() - startedAt);
    await recordResult(db, submissionId, { ...result, judgeMs }, progress.doneNotice());
  };
}

/** Judges a submission's code on every case of its problem, stopping at the first failure. */
async function judgeTask(
  task: JudgeTask,
  options: JudgeRuntime['context'] & { onProgress: (progress: JudgeProgress) => void },
): Promise<FinalResult> {
  const judged = await judge(
    {
      language: task.language,
      signature: task.signature,
      checker: task.checker,
      limits: task.limits,
      cases: task.cases,
      code: task.code,
      stopAtFirstFailure: true,
    },
    options,
  );
  return {
    verdict: judged.verdict,
    reason: judged.reason,
    diagnostics: judged.diagnostics,
    cases: toStoredCases(judged, task.cases),
    runtimeMs: Math.round(judged.timeMs),
    memoryKb: Math.round(judged.memoryKb),
    error: judged.compileError,
  };
}
