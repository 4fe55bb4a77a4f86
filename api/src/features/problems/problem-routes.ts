import { createRoute } from '@hono/zod-openapi';
import {
  apiRoutes,
  difficultySchema,
  idParamSchema,
  messages,
  problemCountResponseSchema,
  problemListResponseSchema,
  problemSchema,
} from '@zencode/shared/contract';
import { z } from 'zod';
import { createRouter } from '../../app-env.ts';
import { NotFoundError } from '../../errors.ts';
import { jsonResponse, optionalBearer, publicAccess, errorResponses } from '../../http/index.ts';
import { optionalUser } from '../auth/index.ts';
import { problemAdminRoutes } from './problem-admin-routes.ts';
import {
  countPublishedProblems,
  findVisibleProblem,
  listPublishedProblems,
} from './problem-queries.ts';

const listQuerySchema = z.object({
  search: z.string().max(200).optional(),
  difficulty: difficultySchema.optional(),
  tag: z.string().max(50).optional(),
});

const listProblems = createRoute({
  operationId: 'listProblems',
  method: 'get',
  path: apiRoutes.problems.list,
  security: publicAccess,
  tags: ['problems'],
  summary: 'Published problems in catalogue order',
  request: { query: listQuerySchema },
  responses: {
    200: jsonResponse(problemListResponseSchema, 'The problems'),
    400: errorResponses[400],
  },
});

const countProblems = createRoute({
  operationId: 'countProblems',
  method: 'get',
  path: apiRoutes.problems.count,
  security: publicAccess,
  tags: ['problems'],
  summary: 'How many problems are published',
  responses: { 200: jsonResponse(problemCountResponseSchema, 'The count') },
});

const getProblem = createRoute({
  operationId: 'getProblem',
  method: 'get',
  path: apiRoutes.problems.byId,
  tags: ['problems'],
  summary: 'One problem by its id (slug); admins also read drafts',
  security: optionalBearer,
  middleware: [optionalUser] as const,
  request: { params: idParamSchema },
  responses: { 200: jsonResponse(problemSchema, 'The problem'), 404: errorResponses[404] },
});

// /problems/count (and, mounted before this router in app.ts, the authoring routes' /problems/manage
// and /problems/export) are registered before /problems/{id} so that they are not taken for ids.
export const problemRoutes = createRouter()
  .route('/', problemAdminRoutes)
  .openapi(listProblems, async (c) => {
    const problems = await listPublishedProblems(c.var.deps.db, c.req.valid('query'));
    return c.json(problems, 200);
  })
  .openapi(countProblems, async (c) => {
    return c.json({ count: await countPublishedProblems(c.var.deps.db) }, 200);
  })
  .openapi(getProblem, async (c) => {
    const problem = await findVisibleProblem(c.var.deps.db, c.req.valid('param').id, {
      includeDrafts: c.var.user?.role === 'admin',
    });
    if (!problem) throw new NotFoundError(messages.problemNotFound);
    return c.json(problem, 200);
  });
