import { createRoute, z } from '@hono/zod-openapi';
import {
  apiRoutes,
  authoringRoutes,
  idParamSchema,
  messageBodySchema,
  testcaseCreateSchema,
  testcaseListResponseSchema,
  testcaseOrderSchema,
  testcaseSchema,
  testcaseUpdateSchema,
  testcaseUploadSchema,
} from '@zencode/shared/contract';
import { createRouter } from '../../app-env.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../http/index.ts';
import { requireAdmin } from '../auth/index.ts';
import { findTestcase, listTestcases } from './testcase-queries.ts';
import {
  createTestcase,
  deleteTestcase,
  reorderTestcases,
  updateTestcase,
  uploadTestcases,
} from './testcase-writes.ts';

const admin = { tags: ['testcases'], security: [{ bearer: [] }], middleware: [requireAdmin] };
const byId = { params: idParamSchema };
const one = jsonResponse(testcaseSchema, 'The test case');
const all = jsonResponse(testcaseListResponseSchema, "The problem's test cases in order");

const listAll = createRoute({
  operationId: 'listTestcases',
  ...admin,
  method: 'get',
  path: apiRoutes.testcases.list,
  summary: 'Every test case, hidden ones included, optionally of one problem (admin)',
  request: { query: z.object({ problemId: z.string().max(200).optional() }) },
  responses: { 200: jsonResponse(testcaseListResponseSchema, 'The cases'), ...errorResponses },
});
const create = createRoute({
  operationId: 'createTestcase',
  ...admin,
  method: 'post',
  path: apiRoutes.testcases.list,
  summary: 'Add a test case (admin); it must fit the signature (400 naming the case)',
  request: { body: jsonBody(testcaseCreateSchema) },
  responses: { 201: one, ...errorResponses },
});
const update = createRoute({
  operationId: 'updateTestcase',
  ...admin,
  method: 'put',
  path: apiRoutes.testcases.byId,
  summary: 'Change a test case (admin); a new position moves it',
  request: { ...byId, body: jsonBody(testcaseUpdateSchema) },
  responses: { 200: one, ...errorResponses },
});
const remove = createRoute({
  operationId: 'deleteTestcase',
  ...admin,
  method: 'delete',
  path: apiRoutes.testcases.byId,
  summary: 'Delete a test case (admin)',
  request: byId,
  responses: { 200: jsonResponse(messageBodySchema, 'Deleted'), ...errorResponses },
});
const reorder = createRoute({
  operationId: 'reorderTestcases',
  ...admin,
  method: 'put',
  path: authoringRoutes.reorderTestcases,
  summary: "Put a problem's test cases in this order (admin)",
  request: { ...byId, body: jsonBody(testcaseOrderSchema) },
  responses: { 200: all, ...errorResponses },
});
const upload = createRoute({
  operationId: 'createTestcases',
  ...admin,
  method: 'post',
  path: authoringRoutes.uploadTestcases,
  summary: 'Add many test cases at once, or replace them all (admin)',
  request: { ...byId, body: jsonBody(testcaseUploadSchema) },
  responses: { 201: all, ...errorResponses },
});

/** Test case writes (admin): each checks the role in the database and the signature. */
export const testcaseAdminRoutes = createRouter()
  .openapi(listAll, async (c) => {
    const { problemId } = c.req.valid('query');
    const db = c.var.deps.db;
    return c.json(await listTestcases(db, problemId, { includeHidden: true, editing: true }), 200);
  })
  .openapi(create, async (c) => {
    const { db } = c.var.deps;
    const id = await db.transaction().execute((trx) => createTestcase(trx, c.req.valid('json')));
    return c.json((await findTestcase(db, id, { editing: true }))!.testcase, 201);
  })
  .openapi(update, async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid('param');
    await db.transaction().execute((trx) => updateTestcase(trx, id, c.req.valid('json')));
    return c.json((await findTestcase(db, id, { editing: true }))!.testcase, 200);
  })
  .openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    await c.var.deps.db.transaction().execute((trx) => deleteTestcase(trx, id));
    return c.json({ message: 'Test case deleted.' }, 200);
  })
  .openapi(reorder, async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid('param');
    await db.transaction().execute((trx) => reorderTestcases(trx, id, c.req.valid('json').ids));
    return c.json(await listTestcases(db, id, { includeHidden: true, editing: true }), 200);
  })
  .openapi(upload, async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid('param');
    const { testcases, replace } = c.req.valid('json');
    await db.transaction().execute((trx) => uploadTestcases(trx, id, testcases, replace));
    return c.json(await listTestcases(db, id, { includeHidden: true, editing: true }), 201);
  });
