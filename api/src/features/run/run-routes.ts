import { createRoute } from '@hono/zod-openapi';
import {
  apiRoutes,
  idParamSchema,
  messages,
  runRequestSchema,
  runResponseSchema,
  type Signature,
} from '@zencode/shared/contract';
import {
  CaseInputError,
  encodeCase,
  getLanguage,
  offersLanguage,
  requireLanguage,
  runProblem,
  totalWallCapMs,
} from '@zencode/shared/judge';
import { createRouter } from '../../app-env.ts';
import { BadRequestError, TooManyRequestsError } from '../../errors.ts';
import { judgeRuntimeOf, withRunLease } from '../../queue/index.ts';
import { enforceRateLimits } from '../../rate-limit/index.ts';
import { jsonBody, jsonResponse } from '../../http/index.ts';
import { currentUser, requireUser } from '../auth/index.ts';
import { judgingErrors } from '../submissions/index.ts';
import { judgedProblemFor } from './judged-problem.ts';
import { pickReference } from './run-problem.ts';

const run = createRoute({
  operationId: 'runProblem',
  method: 'post',
  path: apiRoutes.problems.run,
  tags: ['problems'],
  summary: 'Run code on the public cases and custom inputs (not judged, not saved)',
  description:
    'Public cases answer Correct, Wrong or Error; custom inputs Custom or Error, with the ' +
    "expected output from the problem's reference solution when it has one, and whether the " +
    "output matches it under the problem's checker (matchesExpected). A custom input " +
    "that does not fit the problem's signature answers 400 naming the case. One Run per " +
    'learner at a time: another answers 429.',
  security: [{ bearer: [] }],
  middleware: [requireUser] as const,
  request: { params: idParamSchema, body: jsonBody(runRequestSchema) },
  responses: { 200: jsonResponse(runResponseSchema, 'Per-case results'), ...judgingErrors },
});

/** Throws 400 naming the first custom input that does not fit the signature. */
function checkCustomInputs(signature: Signature, inputs: string[]) {
  if (signature.kind === 'stdio') return;
  inputs.forEach((input, index) => {
    try {
      encodeCase(signature, input, []);
    } catch (error) {
      if (error instanceof CaseInputError)
        throw new BadRequestError(`Custom case ${index + 1}: ${error.message}`);
      throw error;
    }
  });
}

export const runRoutes = createRouter().openapi(run, async (c) => {
  const user = currentUser(c);
  const { id } = c.req.valid('param');
  const { language, code, cases: customInputs = [] } = c.req.valid('json');
  const { db } = c.var.deps;
  const runtime = judgeRuntimeOf(c);
  await enforceRateLimits(db, [{ key: `run:user:${user.id}`, rule: runtime.policy.runPerUser }]);
  const problem = await judgedProblemFor(db, id, user);
  const signature = problem.signature;
  checkCustomInputs(signature, customInputs);
  if (!offersLanguage(getLanguage(language), signature))
    throw new BadRequestError(messages.languageNotOffered);
  await requireLanguage(language);
  const publicCases = await db
    .selectFrom('testcases')
    .select(['input', 'output'])
    .where('problem_id', '=', id)
    .where('is_public', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const reference =
    customInputs.length > 0 ? await pickReference(problem.reference_solution) : null;
  // One Run per learner at a time, on every API process: a burst of sleeping Runs holds one
  // slot, not every slot and the queue that other learners' Runs and compiles wait in.
  const leased = await withRunLease(
    db,
    { userId: user.id, kind: 'run', wallMs: totalWallCapMs },
    () =>
      runtime.runSlots.run(
        () =>
          runProblem(
            {
              language,
              code,
              signature,
              checker: problem.checker,
              limits: problem.limits,
              publicCases: publicCases.map((row) => ({ input: row.input, expected: row.output })),
              customInputs,
              reference,
            },
            runtime.context,
          ),
        user.id,
      ),
  );
  if (!leased.ran) throw new TooManyRequestsError(messages.runInProgress);
  return c.json(leased.value, 200);
});
