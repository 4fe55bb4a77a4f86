import { createRoute } from '@hono/zod-openapi';
import { apiRoutes, idParamSchema, messages, problemFullSchema } from '@zencode/shared/contract';
import { createRouter } from '../../app-env.ts';
import { NotFoundError } from '../../errors.ts';
import { errorResponses } from '../../http/openapi-responses.ts';
import { findProblemFull } from './problem-details-queries.ts';

const getFull = createRoute({
  method: 'get',
  path: apiRoutes.problemDetails.full,
  tags: ['problem-details'],
  summary: 'A problem and its details (constraints, examples, signature, starter code)',
  request: { params: idParamSchema },
  responses: {
    200: {
      description: 'The problem and its details',
      content: { 'application/json': { schema: problemFullSchema } },
    },
    404: errorResponses[404],
  },
});

export const problemDetailsRoutes = createRouter().openapi(getFull, async (c) => {
  const full = await findProblemFull(c.var.deps.db, c.req.valid('param').id);
  if (!full) throw new NotFoundError(messages.problemNotFound);
  return c.json(full, 200);
});
