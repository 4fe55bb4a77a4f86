import { hostname } from 'node:os';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import type { Logger } from '../logger.ts';
import { judgeTaskName } from './judge-queue.ts';

export interface HeartbeatTiming {
  /** How often a live worker pool says so (and sweeps for dead ones). */
  intervalMs: number;
  /** A pool silent this long is dead: its judge jobs are unlocked for another worker. */
  staleMs: number;
}

export const defaultHeartbeatTiming: HeartbeatTiming = { intervalMs: 2000, staleMs: 10_000 };

/**
 * Unlocks judge jobs held by worker pools that stopped beating (their process was killed), so
 * another worker retries them now rather than after graphile-worker's fixed four-hour lock
 * timeout. A job must also have been locked for `staleMs`, so a pool that just started and has
 * not written its first beat yet keeps its jobs. Returns how many jobs were released.
 */
export async function releaseJobsOfDeadWorkers(db: Db, staleMs: number): Promise<number> {
  const stale = `${Math.ceil(staleMs / 1000)} seconds`;
  const { rows } = await sql<{ worker: string; jobs: number }>`
    select jobs.locked_by as worker, count(*)::int as jobs
    from graphile_worker._private_jobs as jobs
    join graphile_worker._private_tasks as tasks on tasks.id = jobs.task_id
    where tasks.identifier = ${judgeTaskName}
      and jobs.locked_by is not null
      and jobs.locked_at < now() - ${stale}::interval
      and not exists (
        select 1 from judge_worker_heartbeats as beats
        where beats.worker_id = jobs.locked_by and beats.beat_at > now() - ${stale}::interval
      )
    group by jobs.locked_by`.execute(db);
  if (rows.length === 0) return 0;
  await sql`select graphile_worker.force_unlock_workers(${rows.map((row) => row.worker)}::text[])`.execute(
    db,
  );
  // Workers wake on this channel (LISTEN/NOTIFY) instead of waiting for their next poll.
  await sql`select pg_notify('jobs:insert', ${JSON.stringify({ r: Math.random(), count: rows.length })})`.execute(
    db,
  );
  await sql`delete from judge_worker_heartbeats where worker_id = any(${rows.map((row) => row.worker)}::text[])`.execute(
    db,
  );
  return rows.reduce((sum, row) => sum + row.jobs, 0);
}

/** Beats for one worker pool and sweeps for dead ones until stopped. */
export function startHeartbeat(
  db: Db,
  workerId: string,
  logger: Logger,
  timing: HeartbeatTiming = defaultHeartbeatTiming,
): { stop(): Promise<void>; ready: Promise<void> } {
  const beat = async () => {
    await db
      .insertInto('judge_worker_heartbeats')
      .values({ worker_id: workerId, host: hostname(), pid: process.pid })
      .onConflict((conflict) => conflict.column('worker_id').doUpdateSet({ beat_at: sql`now()` }))
      .execute();
    const released = await releaseJobsOfDeadWorkers(db, timing.staleMs);
    if (released > 0) logger.warn(`Retrying ${released} judge job(s) of a worker that died`);
    // Rows of pools that stopped long ago (killed, never swept) are of no further use.
    await db
      .deleteFrom('judge_worker_heartbeats')
      .where('beat_at', '<', sql<Date>`now() - interval '1 hour'`)
      .execute();
  };
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running.then(beat).catch((error: unknown) => {
      logger.warn('Judge worker heartbeat failed', error);
    });
  };
  tick();
  const ready = running;
  const timer = setInterval(tick, timing.intervalMs);
  timer.unref();
  return {
    ready,
    async stop() {
      clearInterval(timer);
      await running;
      await db.deleteFrom('judge_worker_heartbeats').where('worker_id', '=', workerId).execute();
    },
  };
}
