import { createRoute } from '@hono/zod-openapi';
import {
  apiRoutes,
  idParamSchema,
  messages,
  problemHelpFieldsSchema,
  problemHelpFieldsUpdateSchema,
} from '@zencode/shared/contract';
import { problemIdPattern } from '@zencode/shared/rules';
import { createRouter } from '../../app-env.ts';
import { NotFoundError } from '../../errors.ts';
import { jsonBody, jsonResponse, errorResponses, bearerAuth } from '../../http/index.ts';
import { requireAdmin } from '../auth/index.ts';
import type { Db } from '../../db/index.ts';
import { readHelpFields, saveHelpFields } from './help-fields.ts';

const tags = ['problem help'];
const adminErrors = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
};

const getFields = createRoute({
  method: 'get',
  path: apiRoutes.problems.helpFields,
  operationId: 'getProblemHelpFields',
  tags,
  summary: "A problem's pattern, every hint, similar problems and editorial (admins)",
  security: bearerAuth,
  middleware: [requireAdmin] as const,
  request: { params: idParamSchema },
  responses: { 200: jsonResponse(problemHelpFieldsSchema, 'The help fields'), ...adminErrors },
});

const putFields = createRoute({
  method: 'put',
  path: apiRoutes.problems.helpFields,
  operationId: 'updateProblemHelpFields',
  tags,
  summary: "Change a problem's pattern, hints, similar problems or editorial (admins)",
  description:
    'Hints: none, or 2 to 3. The editorial is a teaching one (## Approach 1: … with a code marker, ' +
    'Idea, Why it works, Steps, Time and Space each; at least two; then ## Pitfalls and ' +
    '## Worked example), or of the old format: Idea, Approach (numbered steps) and Complexity ' +
    '(time and space), no code. Similar problems must exist.',
  security: bearerAuth,
  middleware: [requireAdmin] as const,
  request: {
    params: idParamSchema,
    body: { ...jsonBody(problemHelpFieldsUpdateSchema), description: 'The fields to change' },
  },
  responses: { 200: jsonResponse(problemHelpFieldsSchema, 'The help fields now'), ...adminErrors },
});

async function assertEditable(db: Db, id: string): Promise<void> {
  const found =
    problemIdPattern.test(id) &&
    (await db
      .selectFrom('problems')
      .select('id')
      .where('id', '=', id)
      .where('status', '!=', 'deleted')
      .executeTakeFirst());
  if (!found) throw new NotFoundError(messages.problemNotFound);
}

/** Admins read and write the help fields of any problem that is not deleted. */
export const problemHelpAdminRoutes = createRouter()
  .openapi(getFields, async (c) => {
    const { id } = c.req.valid('param');
    await assertEditable(c.var.deps.db, id);
    return c.json(await readHelpFields(c.var.deps.db, id), 200);
  })
  .openapi(putFields, async (c) => {
    const { id } = c.req.valid('param');
    const db = c.var.deps.db;
    await assertEditable(db, id);
    await db
      .transaction()
      .execute((trx) =>
        saveHelpFields(trx, id, c.req.valid('json'), { requireSimilarExist: true }),
      );
    return c.json(await readHelpFields(db, id), 200);
  });
