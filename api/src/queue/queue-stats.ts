import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { judgeTaskName } from './judge-queue.ts';

export interface QueueStats {
  /** Judge jobs waiting for a worker (not locked, attempts left); null before the queue exists. */
  queueDepth: number | null;
  /** Judge jobs a worker holds right now. */
  judging: number | null;
  /** Median submit-to-verdict time of the last 100 judged submissions, in ms. */
  judgeLatencyMs: number | null;
}

/** Queue depth and judge latency for /api/health. */
export async function queueStats(db: Db): Promise<QueueStats> {
  const latency = await sql<{ median: number | null }>`
    select percentile_cont(0.5) within group (order by ms) as median
    from (
      select extract(epoch from judged_at - created_at) * 1000 as ms
      from submissions
      where judged_at is not null
      order by judged_at desc
      limit 100
    ) recent`.execute(db);
  const median = latency.rows[0]?.median;
  let queueDepth: number | null = null;
  let judging: number | null = null;
  const installed = await sql<{ present: boolean }>`
    select to_regclass('graphile_worker.jobs') is not null as present`.execute(db);
  if (installed.rows[0]?.present) {
    const jobs = await sql<{ waiting: number; locked: number }>`
      select
        count(*) filter (where locked_at is null and attempts < max_attempts)::int as waiting,
        count(*) filter (where locked_at is not null)::int as locked
      from graphile_worker.jobs
      where task_identifier = ${judgeTaskName}`.execute(db);
    queueDepth = jobs.rows[0]?.waiting ?? 0;
    judging = jobs.rows[0]?.locked ?? 0;
  }
  return {
    queueDepth,
    judging,
    judgeLatencyMs: median === null || median === undefined ? null : Math.round(Number(median)),
  };
}
