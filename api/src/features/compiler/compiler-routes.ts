import { createRoute } from '@hono/zod-openapi';
import {
  apiRoutes,
  compilerRequestSchema,
  compilerResponse,
  compilerResponseSchema,
  defaultCompilerLimits,
  messages,
} from '@zencode/shared/contract';
import { runProgram } from '@zencode/shared/judge';
import { createRouter } from '../../app-env.ts';
import { TooManyRequestsError } from '../../errors.ts';
import { judgeRuntimeOf, withRunLease } from '../../queue/index.ts';
import { enforceRateLimits } from '../../rate-limit/index.ts';
import { jsonBody, jsonResponse } from '../../http/index.ts';
import { currentUser, requireUser } from '../auth/index.ts';
import { judgingErrors } from '../submissions/index.ts';

const compile = createRoute({
  operationId: 'compileAndRun',
  method: 'post',
  path: apiRoutes.compiler,
  tags: ['compiler'],
  summary: 'Compile and run a whole program once with the given stdin',
  description:
    '`success` is false when the code did not compile or did not exit cleanly; `error` then ' +
    'says why (the compiler output, a time or memory limit, a signal or the exit code). A run ' +
    'may use COMPILER_CPU_MS of CPU time and COMPILER_WALL_MS in all (default ' +
    `${defaultCompilerLimits.cpuMs / 1000} s and ${defaultCompilerLimits.wallMs / 1000} s); a ` +
    'stopped run says so with the limits. One run per learner at a time: another answers 429.',
  security: [{ bearer: [] }],
  middleware: [requireUser] as const,
  request: { body: jsonBody(compilerRequestSchema) },
  responses: {
    200: jsonResponse(compilerResponseSchema, 'What the program printed'),
    ...judgingErrors,
  },
});

export const compilerRoutes = createRouter().openapi(compile, async (c) => {
  const user = currentUser(c);
  const { language, code, input } = c.req.valid('json');
  const runtime = judgeRuntimeOf(c);
  const { db, config } = c.var.deps;
  await enforceRateLimits(db, [
    { key: `compiler:user:${user.id}`, rule: runtime.policy.compilePerUser },
  ]);
  const limits = config.compilerLimits;
  // One run per learner at a time: four endless loops of one learner must not hold every slot.
  const leased = await withRunLease(
    db,
    { userId: user.id, kind: 'compiler', wallMs: limits.wallMs },
    () =>
      runtime.runSlots.run(
        () => runProgram({ language, code, stdin: input ?? '', limits }, runtime.context),
        user.id,
      ),
  );
  if (!leased.ran) throw new TooManyRequestsError(messages.runInProgress);
  return c.json(compilerResponse(leased.value, limits), 200);
});
