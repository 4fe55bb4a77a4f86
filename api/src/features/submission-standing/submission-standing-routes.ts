import { createRoute } from '@hono/zod-openapi';
import { apiRoutes, idParamSchema, submissionStandingSchema } from '@zencode/shared/contract';
import { createRouter } from '../../app-env.ts';
import { jsonResponse, errorResponses } from '../../http/index.ts';
import { requireUser } from '../auth/index.ts';
import { readableSubmission } from '../submissions/index.ts';
import { submissionStanding } from './submission-standing.ts';

const getStanding = createRoute({
  operationId: 'getSubmissionStanding',
  method: 'get',
  path: apiRoutes.submissions.standing,
  tags: ['submissions'],
  summary:
    "An Accepted submission's runtime and memory among the accepted ones of its problem and language",
  description:
    `\`beats\` is the percent of accepted submissions with a larger figure ("faster than 87%"). ` +
    '`accepted` counts them; the figures are there however few they are (the client shows the ' +
    'count beside them), and null for a submission that is not Accepted. Only its author (or an ' +
    'admin) may ask.',
  security: [{ bearer: [] }],
  middleware: [requireUser],
  request: { params: idParamSchema },
  responses: {
    200: jsonResponse(submissionStandingSchema, 'The standing'),
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

export const submissionStandingRoutes = createRouter().openapi(getStanding, async (c) => {
  const row = await readableSubmission(c, c.req.valid('param').id);
  const standing = await submissionStanding(c.var.deps.db, {
    problemId: row.problem_id,
    language: row.language,
    verdict: row.verdict,
    runtimeMs: row.runtime_ms,
    memoryKb: row.memory_kb,
  });
  return c.json(standing, 200);
});
