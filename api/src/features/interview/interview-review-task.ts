import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Logger } from '../../logger.ts';
import type { ExtraTaskHandler } from '../../queue/index.ts';

export const interviewReviewTaskName = 'interview-review';

/** How long a review waits before it looks again at a session still being judged. */
const judgingRetryMs = 2000;

interface ReviewJob {
  sessionId: string;
}

const isReviewJob = (payload: unknown): payload is ReviewJob =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as { sessionId?: unknown }).sessionId === 'string';

/**
 * Queues the review of an ended session (inside the end's transaction, so it exists exactly when
 * the end does). One job per session (its key): queuing it again only moves it.
 */
export async function enqueueInterviewReview(db: Db, sessionId: string, delayMs = 0) {
  const payload = JSON.stringify({ sessionId } satisfies ReviewJob);
  await sql`select graphile_worker.add_job(
    ${interviewReviewTaskName},
    ${payload}::json,
    run_at => now() + make_interval(secs => ${delayMs / 1000}),
    max_attempts => 5,
    job_key => ${`interview-review:${sessionId}`}
  )`.execute(db);
}

/**
 * The judge workers' task that writes an ended session's review entries: once every submission
 * of the session has its verdict (the drafts submitted at the end are usually still judging), it
 * reviews the session; until then it looks again a moment later.
 */
export function createInterviewTasks(deps: {
  db: Db;
  logger: Logger;
  review: (db: Db, sessionId: string) => Promise<boolean>;
}): Record<string, ExtraTaskHandler> {
  return {
    [interviewReviewTaskName]: async (payload) => {
      if (!isReviewJob(payload)) {
        deps.logger.error(
          `Dropping an interview review without a session: ${JSON.stringify(payload)}`,
        );
        return;
      }
      const reviewed = await deps.review(deps.db, payload.sessionId);
      if (!reviewed) await enqueueInterviewReview(deps.db, payload.sessionId, judgingRetryMs);
    },
  };
}
