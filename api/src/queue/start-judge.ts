import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { JudgingNotAllowedError } from '../judge/index.ts';
import type { Logger } from '../logger.ts';
import { createJudgeRuntime, type JudgePolicy, type JudgeRuntime } from './judge-runtime.ts';
import { startJudgeWorkers, type ExtraTaskHandler, type JudgeJobHandler } from './judge-workers.ts';
import { queueStats } from './queue-stats.ts';
import type { HeartbeatTiming } from './worker-heartbeat.ts';

export interface StartedJudge {
  /** Null when judging is refused here (no bubblewrap on a non-loopback address). */
  runtime: JudgeRuntime | null;
  /** For /api/health: which sandbox, and whether workers run. */
  status(): Promise<{ sandbox: string; queue: string }>;
  stop(): Promise<void>;
}

/**
 * The judge of one process: sandbox, artifact cache, progress listener and `workers` judge
 * workers (0: this process only serves, other machines judge). Used by the server, the
 * `npm run worker` CLI and the benchmark, which pass the job itself (`createHandler`, the
 * submissions feature's createJudgeJobHandler): the queue runs jobs, it does not know what judging
 * a submission means.
 */
export async function startJudge(options: {
  config: Pick<Config, 'host' | 'judgeConcurrency' | 'judgeCacheBytes'> &
    Partial<Pick<Config, 'judgeStartAhead'>>;
  db: Db;
  connectionString: string;
  logger: Logger;
  workers: number;
  policy?: Partial<JudgePolicy>;
  timing?: HeartbeatTiming;
  createHandler: (deps: { db: Db; runtime: JudgeRuntime; logger: Logger }) => JudgeJobHandler;
  /** Other tasks the workers run (the authoring feature's background validation). */
  createTasks?: (deps: {
    db: Db;
    runtime: JudgeRuntime;
    logger: Logger;
  }) => Record<string, ExtraTaskHandler>;
}): Promise<StartedJudge> {
  const { db, connectionString, logger } = options;
  let runtime: JudgeRuntime;
  try {
    runtime = await createJudgeRuntime(options);
  } catch (error) {
    if (!(error instanceof JudgingNotAllowedError)) throw error;
    logger.error(error.message);
    return {
      runtime: null,
      status: async () => ({ sandbox: 'refused', queue: 'not started' }),
      stop: async () => undefined,
    };
  }
  const workers =
    options.workers > 0
      ? await startJudgeWorkers({
          connectionString,
          db,
          concurrency: options.workers,
          handle: options.createHandler({ db, runtime, logger }),
          tasks: options.createTasks?.({ db, runtime, logger }),
          logger,
          timing: options.timing,
        })
      : null;
  const sandbox = runtime.sandbox.isolated ? 'bubblewrap' : 'process (not isolated)';
  return {
    runtime,
    async status() {
      const stats = await queueStats(db).catch(() => null);
      const state = workers ? `${options.workers} workers` : 'no workers in this process';
      return {
        sandbox,
        queue:
          stats?.queueDepth === null || !stats ? state : `${state}, ${stats.queueDepth} waiting`,
      };
    },
    async stop() {
      await workers?.stop();
      await runtime.close();
    },
  };
}
