import { createRoute } from '@hono/zod-openapi';
import {
  apiRoutes,
  idParamSchema,
  messages,
  testcaseListResponseSchema,
  testcaseSchema,
} from '@zencode/shared/contract';
import { createRouter } from '../../app-env.ts';
import { NotFoundError } from '../../errors.ts';
import { jsonResponse, optionalBearer, errorResponses } from '../../http/index.ts';
import { optionalUser } from '../auth/index.ts';
import { findVisibleProblem } from '../problems/index.ts';
import { testcaseAdminRoutes } from './testcase-admin-routes.ts';
import { findTestcase, listTestcases } from './testcase-queries.ts';

const read = {
  tags: ['testcases'],
  security: optionalBearer,
  middleware: [optionalUser],
  request: { params: idParamSchema },
};

const byProblem = createRoute({
  operationId: 'listPublicTestcases',
  ...read,
  method: 'get',
  path: apiRoutes.testcases.byProblem,
  summary: "A problem's test cases: the public ones, or all of them for an admin",
  responses: {
    200: jsonResponse(testcaseListResponseSchema, 'The test cases in order'),
    404: errorResponses[404],
  },
});

const byId = createRoute({
  operationId: 'getTestcase',
  ...read,
  method: 'get',
  path: apiRoutes.testcases.byId,
  summary: 'One test case: a public case of a published problem, or any case for an admin',
  responses: { 200: jsonResponse(testcaseSchema, 'The test case'), 404: errorResponses[404] },
});

export const testcaseRoutes = createRouter()
  .route('/', testcaseAdminRoutes)
  .openapi(byProblem, async (c) => {
    const { id } = c.req.valid('param');
    const { db } = c.var.deps;
    // Hidden cases (and drafts) never leave the server for anyone but an admin.
    const isAdmin = c.var.user?.role === 'admin';
    if (!(await findVisibleProblem(db, id, { includeDrafts: isAdmin })))
      throw new NotFoundError(messages.problemNotFound);
    return c.json(await listTestcases(db, id, { includeHidden: isAdmin, editing: isAdmin }), 200);
  })
  .openapi(byId, async (c) => {
    const editing = c.var.user?.role === 'admin';
    const found = await findTestcase(c.var.deps.db, c.req.valid('param').id, { editing });
    const visible =
      found &&
      found.problemStatus !== 'deleted' &&
      (c.var.user?.role === 'admin' ||
        (found.problemStatus === 'published' && found.testcase.isPublic));
    if (!visible) throw new NotFoundError(messages.testcaseNotFound);
    return c.json(found.testcase, 200);
  });
