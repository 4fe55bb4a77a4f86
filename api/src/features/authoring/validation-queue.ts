import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

/** The graphile-worker task that validates one problem in the background; payload ValidationJob. */
export const validationTaskName = 'validate-problem';

export interface ValidationJob {
  problemId: string;
}

/**
 * Below every submission: the judge's jobs have priority 0 and up by how many of the learner's
 * submissions are ahead (at most a few), and graphile-worker takes the lowest number first, so a
 * worker that frees up always takes a waiting submission before a validation.
 */
export const validationJobPriority = 1000;

/**
 * One named queue for every validation: graphile-worker runs a queue's jobs one at a time, so
 * background validation holds at most one judge worker of the whole deployment.
 */
const validationQueueName = 'validate-problems';
const jobKeyPrefix = 'validate:';
const jobKey = (problemId: string) => `${jobKeyPrefix}${problemId}`;

/**
 * Queues a background validation of each problem (in this order). A problem that already has one
 * waiting keeps it (the job key), so every API process may queue the same problems at start.
 */
export async function enqueueValidations(db: Db, problemIds: string[]): Promise<void> {
  for (const problemId of problemIds) {
    const payload = JSON.stringify({ problemId } satisfies ValidationJob);
    await sql`select graphile_worker.add_job(
      ${validationTaskName},
      ${payload}::json,
      queue_name => ${validationQueueName},
      max_attempts => 3,
      job_key => ${jobKey(problemId)},
      job_key_mode => 'preserve_run_at',
      priority => ${validationJobPriority}
    )`.execute(db);
  }
}

/** Problems with a background validation queued or running (not given up on). */
export async function validationsInProgress(db: Db): Promise<Set<string>> {
  const installed = await sql<{ present: boolean }>`
    select to_regclass('graphile_worker.jobs') is not null as present`.execute(db);
  if (!installed.rows[0]?.present) return new Set();
  // graphile-worker's jobs view has no payload: the job key names the problem.
  const rows = await sql<{ problemId: string }>`
    select substr(key, ${jobKeyPrefix.length + 1}) as "problemId"
    from graphile_worker.jobs
    where task_identifier = ${validationTaskName} and attempts < max_attempts`.execute(db);
  return new Set(rows.rows.map((row) => row.problemId));
}

/** Whether a job's payload names a problem. */
export function isValidationJob(payload: unknown): payload is ValidationJob {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as ValidationJob).problemId === 'string'
  );
}
