import { createRoute } from '@hono/zod-openapi';
import {
  apiRoutes,
  authoringMessages,
  idParamSchema,
  messageBodySchema,
  messages,
  problemDetailsCreateSchema,
  problemDetailsSchema,
  problemDetailsUpdateSchema,
  problemFullSchema,
} from '@zencode/shared/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import { createRouter, type AppEnv } from '../../app-env.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { errorResponses, optionalBearer, jsonBody, jsonResponse } from '../../http/index.ts';
import { optionalUser, requireAdmin } from '../auth/index.ts';
import { lockEditableProblem, updateProblem } from '../problems/index.ts';
import { findProblemFull, listProblemDetails } from './problem-details-queries.ts';

const tags = ['problem-details'];
const admin = { tags, security: [{ bearer: [] }], middleware: [requireAdmin] };
const read = {
  tags,
  security: optionalBearer,
  middleware: [optionalUser],
  request: { params: idParamSchema },
};
const details = jsonResponse(problemDetailsSchema, "The problem's details");

const getFull = createRoute({
  operationId: 'getProblemWithDetails',
  ...read,
  method: 'get',
  path: apiRoutes.problemDetails.full,
  summary: 'A problem and its details (constraints, examples, signature, starter code)',
  responses: {
    200: jsonResponse(problemFullSchema, 'The problem and its details'),
    404: errorResponses[404],
  },
});
// The same read under two paths (the product's /problem-details/{id} and /problem-details/problem/{id}).
const detailsRead = (operationId: string, path: string) =>
  createRoute({
    ...read,
    operationId,
    method: 'get',
    path,
    summary: "A problem's details by the problem's id (drafts for admins)",
    responses: { 200: details, 404: errorResponses[404] },
  });
const getById = detailsRead('getProblemDetails', apiRoutes.problemDetails.byId);
const getByProblem = detailsRead('getProblemDetailsByProblem', apiRoutes.problemDetails.byProblem);
const list = createRoute({
  operationId: 'listProblemDetails',
  ...admin,
  method: 'get',
  path: apiRoutes.problemDetails.list,
  summary: "Every problem's details, drafts included (admin)",
  responses: { 200: jsonResponse(z.array(problemDetailsSchema), 'The details'), ...errorResponses },
});
const create = createRoute({
  operationId: 'createProblemDetails',
  ...admin,
  method: 'post',
  path: apiRoutes.problemDetails.list,
  summary: 'Give a problem its details (admin); 409 when it has them already',
  request: { body: jsonBody(problemDetailsCreateSchema) },
  responses: { 201: details, ...errorResponses, 409: jsonResponse(messageBodySchema, 'Exists') },
});
const update = createRoute({
  operationId: 'updateProblemDetails',
  ...admin,
  method: 'put',
  path: apiRoutes.problemDetails.byId,
  summary: "Update a problem's details (admin); a new signature regenerates the starter code",
  request: { params: idParamSchema, body: jsonBody(problemDetailsUpdateSchema) },
  responses: { 200: details, ...errorResponses },
});
const remove = createRoute({
  operationId: 'deleteProblemDetails',
  ...admin,
  method: 'delete',
  path: apiRoutes.problemDetails.byId,
  summary: "Reset a problem's details to the defaults: a stdio problem without examples (admin)",
  request: { params: idParamSchema },
  responses: { 200: jsonResponse(messageBodySchema, 'Reset'), ...errorResponses },
});

async function visibleFull(c: Context<AppEnv>, id: string) {
  const includeDrafts = c.var.user?.role === 'admin';
  const full = await findProblemFull(c.var.deps.db, id, { includeDrafts });
  if (!full) throw new NotFoundError(messages.problemNotFound);
  return full;
}

/** Problem details: public reads (drafts only for admins) and admin writes. */
export const problemDetailsRoutes = createRouter()
  .openapi(getFull, async (c) => c.json(await visibleFull(c, c.req.valid('param').id), 200))
  .openapi(getByProblem, async (c) =>
    c.json((await visibleFull(c, c.req.valid('param').id)).details, 200),
  )
  .openapi(getById, async (c) =>
    c.json((await visibleFull(c, c.req.valid('param').id)).details, 200),
  )
  .openapi(list, async (c) => c.json(await listProblemDetails(c.var.deps.db), 200))
  .openapi(create, async (c) => {
    const { problemId, ...fields } = c.req.valid('json');
    const { db } = c.var.deps;
    await db.transaction().execute(async (trx) => {
      const problem = await lockEditableProblem(trx, problemId);
      if (problem.hasDetails) throw new ConflictError(authoringMessages.detailsExist);
      await updateProblem(trx, problemId, fields);
    });
    return c.json((await visibleFull(c, problemId)).details, 201);
  })
  .openapi(update, async (c) => {
    const { id } = c.req.valid('param');
    const { db } = c.var.deps;
    await db.transaction().execute((trx) => updateProblem(trx, id, c.req.valid('json')));
    return c.json((await visibleFull(c, id)).details, 200);
  })
  .openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    await c.var.deps.db.transaction().execute(async (trx) => {
      await lockEditableProblem(trx, id);
      await trx.deleteFrom('problem_details').where('problem_id', '=', id).execute();
    });
    return c.json({ message: 'Problem details reset.' }, 200);
  });
