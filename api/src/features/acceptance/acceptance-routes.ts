import { createRoute } from '@hono/zod-openapi';
import { acceptanceRoute, problemAcceptanceListSchema } from '@zencode/shared/contract';
import { createRouter } from '../../app-env.ts';
import type { Db } from '../../db/database.ts';
import { jsonResponse } from '../../http/openapi-json.ts';

const acceptanceList = createRoute({
  method: 'get',
  path: acceptanceRoute,
  tags: ['problems'],
  summary: "Each published problem's judged and Accepted submissions (the list's acceptance rate)",
  description:
    "Counted from every learner's judged submissions by a trigger on submissions. Problems nobody submitted to are absent. Cacheable for 30 s.",
  responses: { 200: jsonResponse(problemAcceptanceListSchema, 'Per problem') },
});

/** Every published problem's totals, in catalogue order. */
export async function listAcceptance(db: Db) {
  return db
    .selectFrom('problem_submission_totals as t')
    .innerJoin('problems as p', 'p.id', 't.problem_id')
    .select(['t.problem_id as problemId', 't.submitted', 't.accepted'])
    .where('p.status', '=', 'published')
    .orderBy('p.position')
    .orderBy('p.id')
    .execute();
}

/** GET /problems/acceptance, mounted before /problems/{id} so it is not read as an id. */
export const acceptanceRoutes = createRouter().openapi(acceptanceList, async (c) => {
  // The same for everyone and a few seconds stale at worst: any cache may keep it briefly.
  c.header('Cache-Control', 'public, max-age=30');
  return c.json(await listAcceptance(c.var.deps.db), 200);
});
