import { EventEmitter } from 'node:events';
import { run, type JobHelpers, type Runner, type WorkerEvents } from 'graphile-worker';
import pg from 'pg';
import type { Db } from '../db/index.ts';
import type { Logger } from '../logger.ts';
import { installQueue, judgeTaskName, workerLogger, type JudgeJobPayload } from './judge-queue.ts';
import {
  defaultHeartbeatTiming,
  startHeartbeat,
  type HeartbeatTiming,
} from './worker-heartbeat.ts';

/** Which try of a job this is: the handler records a failure itself on the last one. */
export interface JobAttempt {
  attempt: number;
  maxAttempts: number;
}

export type JudgeJobHandler = (submissionId: string, attempt: JobAttempt) => Promise<void>;

/**
 * Another task the same workers run (e.g. background validation), by graphile-worker name.
 * `signal` aborts when the workers stop (a graceful stop waits for running jobs).
 */
export type ExtraTaskHandler = (
  payload: unknown,
  job: JobAttempt & { signal: AbortSignal },
) => Promise<void>;

export interface JudgeWorkers {
  /** The worker pool's id, as graphile-worker writes it into `locked_by`. */
  workerId: string;
  /** Finishes the jobs in hand, then stops taking new ones. */
  stop(): Promise<void>;
}

function isPayload(payload: unknown): payload is JudgeJobPayload {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as JudgeJobPayload).submissionId === 'string'
  );
}

/**
 * Starts `concurrency` judge workers in this process (graphile-worker: jobs are picked up through
 * LISTEN/NOTIFY, not by polling). Installs the queue's schema first. A worker pool beats in
 * judge_worker_heartbeats; when one dies mid-job, any live pool retries its jobs within
 * `timing.staleMs`.
 */
export async function startJudgeWorkers(options: {
  connectionString: string;
  db: Db;
  concurrency: number;
  handle: JudgeJobHandler;
  /** More tasks for these workers; their jobs queue with the judge's, ordered by priority. */
  tasks?: Record<string, ExtraTaskHandler>;
  logger: Logger;
  timing?: HeartbeatTiming;
}): Promise<JudgeWorkers> {
  const { connectionString, db, concurrency, handle, logger } = options;
  await installQueue(connectionString, logger);
  const events: WorkerEvents = new EventEmitter();
  let workerId: string | undefined;
  events.on('pool:create', ({ workerPool }) => {
    workerId ??= workerPool.id;
  });
  // Our own pool rather than graphile-worker's: its stop() removes its pool's error listener and
  // ends the pool without waiting, so a connection that the database ends meanwhile (a shutdown
  // of the embedded PostgreSQL) raised an unhandled 'error' and the process exited 1 on SIGTERM.
  // Here the listeners stay until the pool has ended. Our few connections plus the workers';
  // graphile-worker's default is 10 per runner.
  const pool = new pg.Pool({ connectionString, max: concurrency + 2 });
  const logLostConnection = (error: Error) =>
    logger.warn(`A judge queue connection was lost: ${error.message}`);
  pool.on('error', logLostConnection);
  pool.on('connect', (client) => client.on('error', logLostConnection));
  const endPool = () => pool.end().catch(logLostConnection);
  let runner: Runner;
  try {
    runner = await run({
      pgPool: pool,
      concurrency,
      noHandleSignals: true,
      pollInterval: 2000,
      logger: workerLogger(logger),
      events,
      taskList: {
        ...Object.fromEntries(
          Object.entries(options.tasks ?? {}).map(([name, task]) => [
            name,
            (payload: unknown, helpers: JobHelpers) =>
              task(payload, {
                attempt: helpers.job.attempts,
                maxAttempts: helpers.job.max_attempts,
                signal: helpers.abortSignal,
              }),
          ]),
        ),
        [judgeTaskName]: async (payload: unknown, helpers: JobHelpers) => {
          if (!isPayload(payload)) {
            logger.error(
              `Dropping a judge job without a submission id: ${JSON.stringify(payload)}`,
            );
            return;
          }
          await handle(payload.submissionId, {
            attempt: helpers.job.attempts,
            maxAttempts: helpers.job.max_attempts,
          });
        },
      },
    });
  } catch (error) {
    await endPool();
    throw error;
  }
  // A fatal queue error (the database gone for good) is logged, not an unhandled rejection.
  runner.promise.catch((error: unknown) => logger.error('The judge workers stopped', error));
  if (!workerId) {
    await runner.stop();
    await endPool();
    throw new Error('The judge worker pool did not report its id.');
  }
  const heartbeat = startHeartbeat(db, workerId, logger, options.timing ?? defaultHeartbeatTiming);
  await heartbeat.ready;
  return {
    workerId,
    async stop() {
      await runner.stop();
      await heartbeat.stop();
      await endPool();
    },
  };
}
