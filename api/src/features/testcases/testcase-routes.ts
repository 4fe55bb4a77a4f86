import { createRoute } from '@hono/zod-openapi';
import {
  apiRoutes,
  idParamSchema,
  messages,
  testcaseListResponseSchema,
} from '@zencode/shared/contract';
import { createRouter } from '../../app-env.ts';
import { NotFoundError } from '../../errors.ts';
import { errorResponses } from '../../http/openapi-responses.ts';
import { optionalUser } from '../auth/require-user.ts';
import { findPublishedProblem } from '../problems/problem-queries.ts';
import { listTestcases } from './testcase-queries.ts';

const byProblem = createRoute({
  method: 'get',
  path: apiRoutes.testcases.byProblem,
  tags: ['testcases'],
  summary: "A problem's test cases: the public ones, or all of them for an admin",
  middleware: [optionalUser] as const,
  request: { params: idParamSchema },
  responses: {
    200: {
      description: 'The test cases in order',
      content: { 'application/json': { schema: testcaseListResponseSchema } },
    },
    404: errorResponses[404],
  },
});

export const testcaseRoutes = createRouter().openapi(byProblem, async (c) => {
  const { id } = c.req.valid('param');
  const { db } = c.var.deps;
  if (!(await findPublishedProblem(db, id))) throw new NotFoundError(messages.problemNotFound);
  // Hidden cases never leave the server for anyone but an admin.
  const includeHidden = c.var.user?.role === 'admin';
  return c.json(await listTestcases(db, id, { includeHidden }), 200);
});
