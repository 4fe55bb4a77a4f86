import { createRoute } from '@hono/zod-openapi';
import {
  apiRoutes,
  compilerReplayRequestSchema,
  idParamSchema,
  messages,
  problemReplayRequestSchema,
  REPLAY_MAX_STEPS,
  REPLAY_MIN_TIME_MS,
  REPLAY_TIME_FACTOR,
  replayResponseSchema,
  type ProblemReplayRequest,
} from '@zencode/shared/contract';
import {
  CaseInputError,
  getLanguage,
  offersLanguage,
  programReplayRequest,
  recordReplay,
  replayTimeMs,
  ReplayUnavailableError,
  type ReplayRequest,
} from '@zencode/shared/judge';
import { createRouter } from '../../app-env.ts';
import type { Db } from '../../db/index.ts';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
} from '../../errors.ts';
import { errorResponse, jsonBody, jsonResponse } from '../../http/index.ts';
import { judgeRuntimeOf, withRunLease, type JudgeRuntime } from '../../queue/index.ts';
import { enforceRateLimits } from '../../rate-limit/index.ts';
import { currentUser, requireUser } from '../auth/index.ts';
import { judgedProblemFor } from '../run/index.ts';
import { isSubmissionId, judgingErrors } from '../submissions/index.ts';

const limitsText =
  `The case gets the problem's time limit ×${REPLAY_TIME_FACTOR}, at least ` +
  `${REPLAY_MIN_TIME_MS / 1000} s; at most ${REPLAY_MAX_STEPS} steps are kept (the first ones and ` +
  'the end, `truncated` says how many ran). A language without a recorder answers 400 naming it. ' +
  'One replay per learner at a time: another answers 429.';

const problemReplay = createRoute({
  operationId: 'replayProblemCase',
  method: 'post',
  path: apiRoutes.problems.replay,
  tags: ['problems'],
  summary: 'Record one run of the code on one case, step by step (Replay)',
  description:
    'The case is a public one (`index` from 0), custom input, or the first failing case of the ' +
    "learner's own submission. Any other hidden case answers 403; another learner's submission " +
    `404. ${limitsText}`,
  security: [{ bearer: [] }],
  middleware: [requireUser] as const,
  request: { params: idParamSchema, body: jsonBody(problemReplayRequestSchema) },
  responses: {
    200: jsonResponse(replayResponseSchema, 'The steps and how the run ended'),
    ...judgingErrors,
    403: errorResponse('The case is hidden'),
  },
});

const compilerReplay = createRoute({
  operationId: 'replayProgram',
  method: 'post',
  path: apiRoutes.compilerReplay,
  tags: ['compiler'],
  summary: 'Record one run of a whole program with its stdin, step by step (Replay)',
  description: limitsText.replace("the problem's time limit", 'the default time limit'),
  security: [{ bearer: [] }],
  middleware: [requireUser] as const,
  request: { body: jsonBody(compilerReplayRequestSchema) },
  responses: {
    200: jsonResponse(replayResponseSchema, 'The steps and how the run ended'),
    ...judgingErrors,
  },
});

/** The one case a learner may replay, with its expected answer when there is one. */
async function resolveCase(
  db: Db,
  problemId: string,
  userId: string,
  replayCase: ProblemReplayRequest['case'],
): Promise<{ input: string; expected?: string }> {
  if (replayCase.kind === 'custom') return { input: replayCase.input };
  if (replayCase.kind === 'public') {
    const row = await db
      .selectFrom('testcases')
      .select(['input', 'output'])
      .where('problem_id', '=', problemId)
      .where('is_public', '=', true)
      .orderBy('position')
      .orderBy('id')
      .offset(replayCase.index)
      .limit(1)
      .executeTakeFirst();
    if (row) return { input: row.input, expected: row.output };
    // Cases are numbered public first, as a submission runs them: past them only hidden ones,
    // which are counted, never read.
    const { total } = await db
      .selectFrom('testcases')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('problem_id', '=', problemId)
      .executeTakeFirstOrThrow();
    if (replayCase.index < Number(total)) throw new ForbiddenError(messages.replayHiddenCase);
    throw new NotFoundError(messages.replayCaseNotFound);
  }
  const submission = isSubmissionId(replayCase.submissionId)
    ? await db
        .selectFrom('submissions')
        .select(['user_id', 'problem_id', 'cases'])
        .where('id', '=', replayCase.submissionId)
        .executeTakeFirst()
    : undefined;
  // Another learner's submission is not told apart from one that does not exist.
  if (!submission || submission.user_id !== userId || submission.problem_id !== problemId)
    throw new NotFoundError(messages.replaySubmissionNotFound);
  const failing = submission.cases.find(
    (result) => result.verdict !== 'Passed' && result.verdict !== 'Not Run',
  );
  if (!failing || failing.input === undefined)
    throw new BadRequestError(messages.replayNothingFailed);
  return failing.expected === undefined
    ? { input: failing.input }
    : { input: failing.input, expected: failing.expected };
}

/** One replay per learner at a time, in the same run slots as Run. */
async function leasedReplay(db: Db, runtime: JudgeRuntime, userId: string, request: ReplayRequest) {
  const leased = await withRunLease(
    db,
    { userId, kind: 'replay', wallMs: replayTimeMs(request.limits) * 2 + 5000 },
    () => runtime.runSlots.run(() => recordReplay(request, runtime.context), userId),
  );
  if (!leased.ran) throw new TooManyRequestsError(messages.replayInProgress);
  return leased.value;
}

async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ReplayUnavailableError || error instanceof CaseInputError)
      throw new BadRequestError(error.message);
    throw error;
  }
}

export const replayRoutes = createRouter()
  .openapi(problemReplay, async (c) => {
    const user = currentUser(c);
    const { id } = c.req.valid('param');
    const { language, code, case: replayCase } = c.req.valid('json');
    const { db } = c.var.deps;
    const runtime = judgeRuntimeOf(c);
    await enforceRateLimits(db, [
      { key: `replay:user:${user.id}`, rule: runtime.policy.runPerUser },
    ]);
    const problem = await judgedProblemFor(db, id, user);
    if (!offersLanguage(getLanguage(language), problem.signature))
      throw new BadRequestError(messages.languageNotOffered);
    const resolved = await resolveCase(db, id, user.id, replayCase);
    const trace = await answering(() =>
      leasedReplay(db, runtime, user.id, {
        language,
        code,
        signature: problem.signature,
        checker: problem.checker,
        limits: problem.limits,
        case: resolved,
      }),
    );
    return c.json(trace, 200);
  })
  .openapi(compilerReplay, async (c) => {
    const user = currentUser(c);
    const request = c.req.valid('json');
    const { db } = c.var.deps;
    const runtime = judgeRuntimeOf(c);
    await enforceRateLimits(db, [
      // Its own count: a bucket is a key's window, and the two rules' windows differ.
      { key: `compiler-replay:user:${user.id}`, rule: runtime.policy.compilePerUser },
    ]);
    const trace = await answering(() =>
      leasedReplay(db, runtime, user.id, programReplayRequest(request)),
    );
    return c.json(trace, 200);
  });
