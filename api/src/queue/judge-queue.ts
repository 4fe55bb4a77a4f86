import { Logger as WorkerLogger, runMigrations } from 'graphile-worker';
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Logger } from '../logger.ts';

/** The graphile-worker task that judges one submission; its payload is JudgeJobPayload. */
export const judgeTaskName = 'judge-submission';

export interface JudgeJobPayload {
  submissionId: string;
}

/**
 * Attempts before a judge job gives up. Judging errors (bad code, missing toolchain) become
 * verdicts and never fail the job; only infrastructure failures (database, sandbox) retry,
 * after graphile-worker's exponential back-off (3 s, 7 s, 20 s, 55 s).
 */
export const judgeJobMaxAttempts = 5;

/** graphile-worker's log lines through ours; its chatty start-up lines only at debug. */
export function workerLogger(logger: Logger): WorkerLogger {
  return new WorkerLogger(() => (level, message) => {
    if (level === 'error') logger.error(`[queue] ${message}`);
    else if (level === 'warning') logger.warn(`[queue] ${message}`);
    else logger.debug(`[queue] ${message}`);
  });
}

/** Installs or upgrades graphile-worker's own schema (`graphile_worker`); safe to repeat. */
export async function installQueue(connectionString: string, logger: Logger): Promise<void> {
  await runMigrations({ connectionString, logger: workerLogger(logger) });
}

/** How far back a learner's judging time counts against their next submission's place. */
export const recentJudgingWindowMinutes = 10;
/** Judging time (ms) in that window that moves a learner's next submission one place back. */
const judgingMsPerPlace = 5000;
/** Places at most: background validation (priority 1000) always stays behind submissions. */
const maxUsagePlaces = 100;

/**
 * A new judge job's priority (lower goes first): one place per submission of the learner still
 * waiting or judging, and one per 5 s of worker time their submissions took in the last 10
 * minutes. So a learner whose submissions keep running out their budget (a sleeper holds a
 * worker for its whole idle and wall budget) goes behind other learners' submissions, while a
 * learner whose submissions take a second each is barely moved.
 */
export function judgePriority(unfinished: number, recentJudgeMs: number): number {
  return unfinished + Math.min(maxUsagePlaces, Math.floor(recentJudgeMs / judgingMsPerPlace));
}

/**
 * The judge job's `add_job` call, as an expression for a statement in the caller's transaction
 * (the one that inserts the submission, so that a submission row never exists without its job,
 * nor a job without its row). `submissionId` is an SQL expression of the submission's id.
 * `priority` orders jobs (lower first): see judgePriority. Each learner's jobs share one named queue, which
 * graphile-worker runs one job at a time: a learner never holds more than one worker, so a
 * learner's second slow submission cannot take the worker another learner waits for. The job key
 * makes a repeated enqueue of the same submission a no-op.
 */
export function addJudgeJob(
  submissionId: Expression<string>,
  priority: number,
  userId: string,
): RawBuilder<unknown> {
  return sql`graphile_worker.add_job(
    ${judgeTaskName},
    json_build_object('submissionId', ${submissionId}),
    queue_name => ${`judge:user:${userId}`},
    max_attempts => ${judgeJobMaxAttempts},
    job_key => 'judge:' || ${submissionId},
    job_key_mode => 'preserve_run_at',
    priority => ${priority}
  )`;
}
