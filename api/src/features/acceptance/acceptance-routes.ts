import { createRoute } from '@hono/zod-openapi';
import { problemStatsListSchema, problemStatsRoute } from '@zencode/shared/contract';
import { createRouter } from '../../app-env.ts';
import type { Db } from '../../db/index.ts';
import { jsonResponse, publicAccess } from '../../http/index.ts';

const statsRoute = createRoute({
  method: 'get',
  path: problemStatsRoute,
  operationId: 'listProblemStats',
  tags: ['problems'],
  security: publicAccess,
  summary: "Each published problem's pattern, judged and Accepted submissions (the list's columns)",
  description:
    "The acceptance rate is accepted ÷ submitted, counted from every learner's judged submissions by a trigger on submissions. Cacheable for 30 s.",
  responses: { 200: jsonResponse(problemStatsListSchema, 'Per problem, in catalogue order') },
});

/** Every published problem's pattern and totals, in catalogue order. */
export async function listProblemStats(db: Db) {
  const rows = await db
    .selectFrom('problems as p')
    .leftJoin('problem_submission_totals as t', 't.problem_id', 'p.id')
    .select(['p.id', 'p.pattern', 't.submitted', 't.accepted'])
    .where('p.status', '=', 'published')
    .orderBy('p.position')
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({
    problemId: row.id,
    pattern: row.pattern,
    submitted: row.submitted ?? 0,
    accepted: row.accepted ?? 0,
  }));
}

/** GET /problems/stats, mounted before /problems/{id} so it is not read as an id. */
export const acceptanceRoutes = createRouter().openapi(statsRoute, async (c) => {
  // The same for everyone and a few seconds stale at worst: any cache may keep it briefly.
  c.header('Cache-Control', 'public, max-age=30');
  return c.json(await listProblemStats(c.var.deps.db), 200);
});
