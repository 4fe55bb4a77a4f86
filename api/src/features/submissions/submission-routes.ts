import { createRoute } from '@hono/zod-openapi';
import {
  apiRoutes,
  idParamSchema,
  submissionCreateSchema,
  submissionListResponseSchema,
  submissionSchema,
  submissionVerdictSchema,
} from '@zencode/shared/contract';
import { requireLanguage } from '@zencode/shared/judge';
import { z } from 'zod';
import { createRouter } from '../../app-env.ts';
import { ForbiddenError } from '../../errors.ts';
import { judgeRuntimeOf } from '../../queue/index.ts';
import { enforceRateLimits } from '../../rate-limit/index.ts';
import {
  idempotencyKeyOf,
  idempotencyKeyParameter,
  jsonBody,
  jsonResponse,
} from '../../http/index.ts';
import { currentUser, requireAdmin, requireUser } from '../auth/index.ts';
import { creditFirstAccepted } from './record-result.ts';
import { judgingErrors, readErrors } from './submission-openapi.ts';
import { readableSubmission, view } from './submission-access.ts';
import {
  createSubmission,
  findSubmissionView,
  isSubmissionId,
  listSubmissionViews,
} from './submission-queries.ts';

const security = [{ bearer: [] }];
const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(100).optional(),
});
const updateSchema = z.object({ verdict: submissionVerdictSchema }).strict();

const create = createRoute({
  operationId: 'createSubmission',
  method: 'post',
  path: apiRoutes.submissions.list,
  tags: ['submissions'],
  summary: 'Submit code: judged on every public and hidden case by the queue',
  description:
    'Any verdict sent is ignored. Answers the queued submission at once; follow ' +
    '`/submission/events/{id}` for progress. 429 when the learner already has 3 submissions ' +
    'waiting or judging, or sent too many. With an `Idempotency-Key` header the learner used ' +
    'before, nothing is created: the earlier submission answers with 200.',
  security,
  middleware: [requireUser] as const,
  request: { body: jsonBody(submissionCreateSchema) },
  parameters: [idempotencyKeyParameter('unique per submission')],
  responses: {
    200: jsonResponse(submissionSchema, 'The submission made earlier with this Idempotency-Key'),
    201: jsonResponse(submissionSchema, 'The submission, queued'),
    ...judgingErrors,
  },
});

const list = createRoute({
  operationId: 'listSubmissions',
  method: 'get',
  path: apiRoutes.submissions.list,
  tags: ['submissions'],
  summary: "The caller's submissions, newest first (an admin's list holds everyone's)",
  security,
  middleware: [requireUser] as const,
  request: { query: listQuerySchema },
  responses: {
    200: jsonResponse(submissionListResponseSchema, 'Newest first'),
    ...readErrors,
  },
});

const byId = createRoute({
  operationId: 'getSubmission',
  method: 'get',
  path: apiRoutes.submissions.byId,
  tags: ['submissions'],
  summary: 'One submission with per-case results (hidden cases: verdict only)',
  security,
  middleware: [requireUser] as const,
  request: { params: idParamSchema },
  responses: { 200: jsonResponse(submissionSchema, 'The submission'), ...readErrors },
});

const byProblem = createRoute({
  operationId: 'listSubmissionsForProblem',
  method: 'get',
  path: apiRoutes.submissions.byProblem,
  tags: ['submissions'],
  summary: "The caller's submissions for one problem, newest first",
  security,
  middleware: [requireUser] as const,
  request: { params: idParamSchema, query: listQuerySchema },
  responses: { 200: jsonResponse(submissionListResponseSchema, 'Newest first'), ...readErrors },
});

const byUser = createRoute({
  operationId: 'listSubmissionsOfUser',
  method: 'get',
  path: apiRoutes.submissions.byUser,
  tags: ['submissions'],
  summary: "A user's submissions, newest first: one's own, or anyone's for an admin",
  security,
  middleware: [requireUser] as const,
  request: { params: idParamSchema, query: listQuerySchema },
  responses: { 200: jsonResponse(submissionListResponseSchema, 'Newest first'), ...readErrors },
});

const update = createRoute({
  operationId: 'updateSubmission',
  method: 'put',
  path: apiRoutes.submissions.byId,
  tags: ['submissions'],
  summary: 'Admin: correct a verdict',
  description:
    'Setting Accepted credits the Zen Score like a judged first Accepted (once per problem); ' +
    'setting Not Accepted leaves an earned score as it is.',
  security,
  middleware: [requireAdmin] as const,
  request: { params: idParamSchema, body: jsonBody(updateSchema) },
  responses: { 200: jsonResponse(submissionSchema, 'The submission'), ...readErrors },
});

const remove = createRoute({
  operationId: 'deleteSubmission',
  method: 'delete',
  path: apiRoutes.submissions.byId,
  tags: ['submissions'],
  summary: 'Admin: delete a submission (an earned score stays)',
  security,
  middleware: [requireAdmin] as const,
  request: { params: idParamSchema },
  responses: { 204: { description: 'Deleted' }, ...readErrors },
});

export const submissionRoutes = createRouter()
  .openapi(create, async (c) => {
    const user = currentUser(c);
    const { db } = c.var.deps;
    const runtime = judgeRuntimeOf(c);
    const { problemId, language, code } = c.req.valid('json');
    const idempotencyKey = idempotencyKeyOf(c);
    await enforceRateLimits(db, [
      { key: `submit:user:${user.id}`, rule: runtime.policy.submitPerUser },
    ]);
    // The toolchain check (a probe on its first call) runs beside the rate limit, not under the
    // learner's lock; createSubmission awaits it in its place among the checks.
    const languageReady = requireLanguage(language);
    languageReady.catch(() => undefined);
    const created = await createSubmission(
      db,
      { userId: user.id, problemId, language, code, idempotencyKey },
      {
        maxUnfinished: runtime.policy.maxUnfinishedPerUser,
        allowUnpublished: user.role === 'admin',
        languageReady,
      },
    );
    return c.json(view(c, created.view), created.replayed ? 200 : 201);
  })
  .openapi(list, async (c) => {
    const user = currentUser(c);
    const { limit = 100 } = c.req.valid('query');
    const rows = await listSubmissionViews(c.var.deps.db, {
      userId: user.role === 'admin' ? undefined : user.id,
      limit,
    });
    return c.json(
      rows.map((row) => view(c, row)),
      200,
    );
  })
  .openapi(byId, async (c) => {
    const row = await readableSubmission(c, c.req.valid('param').id);
    return c.json(view(c, row), 200);
  })
  .openapi(byProblem, async (c) => {
    const { id } = c.req.valid('param');
    const { limit = 100 } = c.req.valid('query');
    const rows = await listSubmissionViews(c.var.deps.db, {
      userId: currentUser(c).id,
      problemId: id,
      limit,
    });
    return c.json(
      rows.map((row) => view(c, row)),
      200,
    );
  })
  .openapi(byUser, async (c) => {
    const user = currentUser(c);
    const { id } = c.req.valid('param');
    const { limit = 100 } = c.req.valid('query');
    if (id !== user.id && user.role !== 'admin') throw new ForbiddenError();
    if (!isSubmissionId(id)) return c.json([], 200);
    const rows = await listSubmissionViews(c.var.deps.db, { userId: id, limit });
    return c.json(
      rows.map((row) => view(c, row)),
      200,
    );
  })
  .openapi(update, async (c) => {
    const { id } = c.req.valid('param');
    const { verdict } = c.req.valid('json');
    const { db } = c.var.deps;
    const row = await readableSubmission(c, id);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('submissions').set({ verdict }).where('id', '=', id).execute();
      if (verdict === 'Accepted') await creditFirstAccepted(trx, row.user_id, row.problem_id);
    });
    return c.json(view(c, (await findSubmissionView(db, id))!), 200);
  })
  .openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    await readableSubmission(c, id);
    await c.var.deps.db.deleteFrom('submissions').where('id', '=', id).execute();
    return c.body(null, 204);
  });
