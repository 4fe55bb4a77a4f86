import { createRoute } from '@hono/zod-openapi';
import { apiRoutes, healthResponseSchema, type LanguageStatus } from '@zencode/shared/contract';
import { probeToolchains } from '@zencode/shared/judge';
import { z } from 'zod';
import { createRouter } from '../../app-env.ts';
import { publicAccess } from '../../http/index.ts';
import { pingDatabase } from '../../db/index.ts';
import { queueStats } from '../../queue/index.ts';

/** The contract's health answer plus the judge's sandbox and queue state. */
export const healthDetailsSchema = healthResponseSchema.extend({
  sandbox: z.string(),
  queue: z.string(),
  /** Judge jobs waiting for a worker; null when the queue is not installed or unreachable. */
  queueDepth: z.number().int().min(0).nullable(),
  /** Median submit-to-verdict time of the last 100 judged submissions, in ms. */
  judgeLatencyMs: z.number().min(0).nullable(),
});

const getHealth = createRoute({
  operationId: 'getHealth',
  method: 'get',
  path: apiRoutes.health,
  security: publicAccess,
  tags: ['health'],
  summary: 'Whether the database answers and which judge languages are available',
  responses: {
    200: {
      description: 'Running',
      content: { 'application/json': { schema: healthDetailsSchema } },
    },
    503: {
      description: 'The database does not answer',
      content: { 'application/json': { schema: healthDetailsSchema } },
    },
  },
});

export const healthRoutes = createRouter().openapi(getHealth, async (c) => {
  const { db, languages = probeToolchains, judgeStatus } = c.var.deps;
  const [database, toolchains, judge, stats] = await Promise.all([
    pingDatabase(db),
    languages(),
    judgeStatus?.() ?? Promise.resolve({ sandbox: 'not started', queue: 'not started' }),
    queueStats(db).catch(() => null),
  ]);
  const languageList: LanguageStatus[] = toolchains.map(({ id, label, available, version }) => ({
    id,
    label,
    available,
    ...(version ? { version } : {}),
  }));
  const ok = database && languageList.some((language) => language.available);
  const body = {
    status: ok ? ('ok' as const) : ('degraded' as const),
    database,
    languages: languageList,
    ...judge,
    queueDepth: stats?.queueDepth ?? null,
    judgeLatencyMs: stats?.judgeLatencyMs ?? null,
  };
  return c.json(body, database ? 200 : 503);
});
