import { messages, type SubmissionStatus } from '@zencode/shared/contract';
import {
  CaseInputError,
  judge,
  LanguageUnavailableError,
  type JudgeProgress,
} from '@zencode/shared/judge';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import { publishProgress, type JudgeJobHandler, type JudgeRuntime } from '../../queue/index.ts';
import { recordResult, type FinalResult } from './record-result.ts';
import { toStoredCases } from './submission-view.ts';

/** Progress notifications of one submission are at least this far apart (the last one always goes). */
const progressIntervalMs = 100;

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
    ])
    .where('submissions.id', '=', submissionId)
    .executeTakeFirst();
  if (!submission) return undefined;
  const cases = await db
    .selectFrom('testcases')
    .select(['input', 'output', 'is_public'])
    .where('problem_id', '=', submission.problem_id)
    // Public cases first: judging stops at the first failure, and a solution sees each case
    // only after the previous one's result left its process.
    .orderBy('is_public', 'desc')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return {
    ...submission,
    cases: cases.map((row) => ({ input: row.input, expected: row.output, hidden: !row.is_public })),
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
 * harmless), compiles and runs every public and hidden case through the runner, publishes
 * progress, and writes the result once (recordResult). Problems in the code or the problem's
 * data become a verdict; infrastructure errors throw so the queue retries, and the last attempt
 * records a failure instead, so every submission ends with a verdict.
 */
export function createJudgeJobHandler(deps: {
  db: Db;
  runtime: Pick<JudgeRuntime, 'context'>;
  logger: Logger;
}): JudgeJobHandler {
  const { db, logger } = deps;
  return async (submissionId, { attempt, maxAttempts }) => {
    const task = await loadJudgeTask(db, submissionId);
    if (!task || task.status === 'done') return;
    if (task.cases.length === 0) {
      // Its test cases were deleted after the submission: never a vacuous Accepted.
      if (await recordResult(db, submissionId, failure(messages.problemDetailsNotFound)))
        await publishProgress(db, {
          id: submissionId,
          status: 'done',
          casesDone: 0,
          totalCases: 0,
        });
      return;
    }
    const totalCases = task.cases.length;
    let lastPublished = 0;
    let steps: Promise<unknown> = Promise.resolve();
    const step = (status: SubmissionStatus, casesDone: number, force = false) => {
      const now = Date.now();
      if (!force && now - lastPublished < progressIntervalMs) return;
      lastPublished = now;
      steps = steps
        .then(() => publishProgress(db, { id: submissionId, status, casesDone, totalCases }))
        .catch((error: unknown) => logger.warn('Could not publish judging progress', error));
    };
    const setStatus = (status: 'compiling' | 'running') => {
      steps = steps
        .then(() =>
          db
            .updateTable('submissions')
            .set({ status })
            .where('id', '=', submissionId)
            .where('status', '<>', 'done')
            .execute(),
        )
        .catch((error: unknown) => logger.warn('Could not save the judging status', error));
    };
    let running = false;
    const onProgress = (progress: JudgeProgress) => {
      if (progress.stage === 'compiling') {
        setStatus('compiling');
        step('compiling', 0, true);
        return;
      }
      if (!running) {
        running = true;
        setStatus('running');
      }
      step('running', progress.done, progress.done === 0 || progress.done === progress.total);
    };

    let result: FinalResult;
    try {
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
        { ...deps.runtime.context, onProgress },
      );
      result = {
        verdict: judged.verdict,
        reason: judged.reason,
        diagnostics: judged.diagnostics,
        cases: toStoredCases(judged, task.cases),
        runtimeMs: Math.round(judged.timeMs),
        memoryKb: Math.round(judged.memoryKb),
        error: judged.compileError,
      };
    } catch (error) {
      if (error instanceof LanguageUnavailableError) {
        result = failure(error.message);
      } else if (error instanceof CaseInputError) {
        logger.error(`Problem ${task.problem_id} has a test case that does not fit its signature`);
        result = failure(`This problem's test data is invalid: ${error.message}`);
      } else if (attempt >= maxAttempts) {
        logger.error(`Judging submission ${submissionId} failed for good`, error);
        result = failure(messages.internalError);
      } else {
        throw error;
      }
    }
    await steps;
    if (await recordResult(db, submissionId, result)) step('done', totalCases, true);
    await steps;
  };
}
