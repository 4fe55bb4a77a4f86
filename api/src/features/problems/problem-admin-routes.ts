import { createRoute } from '@hono/zod-openapi';
import {
  apiRoutes,
  idParamSchema,
  messageBodySchema,
  messages,
  problemBulkResponseSchema,
  problemCreateSchema,
  problemSchema,
  problemUpdateSchema,
  authoringMessages,
} from '@zencode/shared/contract';
import { createRouter } from '../../app-env.ts';
import { bodyLimit } from 'hono/body-limit';
import { NotFoundError, PayloadTooLargeError } from '../../errors.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../http/index.ts';
import { requireAdmin } from '../auth/index.ts';
import { saveBulkHelp } from '../problem-help/index.ts';
import { readBulkItems } from './bulk-items.ts';
import { createProblem } from './create-problem.ts';
import { deleteProblem } from './delete-problem.ts';
import { findVisibleProblem } from './problem-queries.ts';
import { updateProblem } from './update-problem.ts';

const adminErrors = {
  ...errorResponses,
  409: jsonResponse(messageBodySchema, 'Another problem already has this name'),
} as const;

const adminRoute = { security: [{ bearer: [] }], middleware: [requireAdmin] };

/** A whole exported catalogue, cases included, imports in one upload. */
export const bulkBodyLimitBytes = 64 * 1024 * 1024;
const bulkBodyLimit = bodyLimit({
  maxSize: bulkBodyLimitBytes,
  onError: () => {
    throw new PayloadTooLargeError();
  },
});

const createProblemRoute = createRoute({
  operationId: 'createProblem',
  method: 'post',
  path: apiRoutes.problems.list,
  tags: ['problems'],
  summary: 'Create a problem (admin): a draft, invisible to learners until published',
  description:
    'The id is the slug of the name. Optional fields set tags, details and the signature; ' +
    'without a signature the problem is stdio.',
  ...adminRoute,
  request: { body: jsonBody(problemCreateSchema) },
  responses: { 201: jsonResponse(problemSchema, 'The new problem'), ...adminErrors },
});

const updateProblemRoute = createRoute({
  operationId: 'updateProblem',
  method: 'put',
  path: apiRoutes.problems.byId,
  tags: ['problems'],
  summary: 'Update a problem and its details (admin)',
  description:
    'Missing fields stay as they are. A new signature must fit every stored test case (400 ' +
    'naming the first that does not) and regenerates the starter code of every language. On a ' +
    'published problem, name, statement, Code Template, difficulty, tags, constraints and ' +
    'examples change at once; a new signature, checker or limits goes into its pending revision ' +
    '(opened when missing), which learners see once it is validated and published.',
  ...adminRoute,
  request: { params: idParamSchema, body: jsonBody(problemUpdateSchema) },
  responses: { 200: jsonResponse(problemSchema, 'The updated problem'), ...adminErrors },
});

const deleteProblemRoute = createRoute({
  operationId: 'deleteProblem',
  method: 'delete',
  path: apiRoutes.problems.byId,
  tags: ['problems'],
  summary: 'Delete a problem (admin)',
  description:
    'Its details and cases go with it. A problem learners submitted to is kept, hidden, for ' +
    'their history; its points leave their scores.',
  ...adminRoute,
  request: { params: idParamSchema },
  responses: { 200: jsonResponse(messageBodySchema, 'Deleted'), ...errorResponses },
});

const bulkRoute = createRoute({
  operationId: 'createProblems',
  method: 'post',
  path: apiRoutes.problems.bulk,
  tags: ['problems'],
  summary: 'Create many problems at once (admin), all or none',
  description:
    'A JSON array of problems as POST /problems takes them, each with optional `testcases` ' +
    '(`{input, output, isPublic?}`), `originalId` (kept as the id when free) and ' +
    "`referenceSolution` (by language); the export routes write this format. The product's " +
    "rules answer the product's messages ('Invalid JSON: Input must be a JSON array', ...); " +
    'other errors name the problem and case. Every problem is created as a draft.',
  security: adminRoute.security,
  // The role is checked before the body is read.
  middleware: [requireAdmin, bulkBodyLimit],
  responses: { 201: jsonResponse(problemBulkResponseSchema, 'The new ids'), ...adminErrors },
});

/** The admin writes of the problems resource; every route checks the role in the database. */
export const problemAdminRoutes = createRouter()
  .openapi(bulkRoute, async (c) => {
    const items = readBulkItems(await c.req.text());
    const ids = await c.var.deps.db.transaction().execute(async (trx) => {
      const created: string[] = [];
      for (const [index, item] of items.entries())
        created.push(await createProblem(trx, item, `Problem ${index + 1}`));
      await saveBulkHelp(trx, items, created);
      return created;
    });
    return c.json({ count: ids.length, ids }, 201);
  })
  .openapi(createProblemRoute, async (c) => {
    const input = c.req.valid('json');
    const { db } = c.var.deps;
    const id = await db.transaction().execute((trx) => createProblem(trx, input));
    const problem = await findVisibleProblem(db, id, { includeDrafts: true });
    return c.json(problem!, 201);
  })
  .openapi(updateProblemRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { db } = c.var.deps;
    await db.transaction().execute((trx) => updateProblem(trx, id, c.req.valid('json')));
    const problem = await findVisibleProblem(db, id, { includeDrafts: true });
    if (!problem) throw new NotFoundError(messages.problemNotFound);
    return c.json(problem, 200);
  })
  .openapi(deleteProblemRoute, async (c) => {
    const { id } = c.req.valid('param');
    await c.var.deps.db.transaction().execute((trx) => deleteProblem(trx, id));
    return c.json({ message: authoringMessages.deleted }, 200);
  });
