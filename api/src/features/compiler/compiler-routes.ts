import { createRoute } from '@hono/zod-openapi';
import {
  apiRoutes,
  compilerRequestSchema,
  compilerResponseSchema,
  messages,
  type CompilerResponse,
} from '@zencode/shared/contract';
import { LanguageUnavailableError, runProgram } from '@zencode/shared/judge';
import { createRouter } from '../../app-env.ts';
import { BadRequestError } from '../../errors.ts';
import { judgeRuntimeOf } from '../../queue/index.ts';
import { enforceRateLimits } from '../../rate-limit/index.ts';
import { jsonBody, jsonResponse } from '../../http/openapi-json.ts';
import { currentUser, requireUser } from '../auth/require-user.ts';
import { judgingErrors } from '../submissions/submission-openapi.ts';

const compile = createRoute({
  method: 'post',
  path: apiRoutes.compiler,
  tags: ['compiler'],
  summary: 'Compile and run a whole program once with the given stdin',
  description:
    '`success` is false when the code did not compile or did not exit cleanly; `error` then ' +
    'says why (the compiler output, a time or memory limit, a signal or the exit code).',
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
  await enforceRateLimits(c.var.deps.db, [
    { key: `compiler:user:${user.id}`, rule: runtime.policy.compilePerUser },
  ]);
  try {
    const result = await runtime.runSlots.run(() =>
      runProgram({ language, code, stdin: input ?? '' }, runtime.context),
    );
    const body: CompilerResponse = {
      success: result.success,
      output: { stdout: result.stdout, stderr: result.stderr },
      ...(result.error
        ? {
            error: result.compileError ?? result.error,
            message: result.compileError ? messages.compilerError : result.error,
          }
        : {}),
      exitCode: result.exitCode,
      timeMs: Math.round(result.timeMs),
    };
    return c.json(body, 200);
  } catch (error) {
    if (error instanceof LanguageUnavailableError)
      throw new BadRequestError(messages.languageUnavailable);
    throw error;
  }
});
