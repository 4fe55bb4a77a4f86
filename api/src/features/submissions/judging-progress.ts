import type { SubmissionStatus } from '@zencode/shared/contract';
import { sql } from 'kysely';
import type { JudgeProgress } from '@zencode/shared/judge';
import type { Db } from '../../db/index.ts';
import type { Logger } from '../../logger.ts';
import { progressNotice, publishProgress } from '../../queue/index.ts';

/** Progress notifications of one submission are at least this far apart (the last one always goes). */
const progressIntervalMs = 100;

export interface JudgingProgress {
  /** The runner's progress: saves the status once per stage and notifies, throttled. */
  onProgress(progress: JudgeProgress): void;
  /**
   * The notification that the verdict is written, for the statement that writes it (sent at its
   * commit, so no watcher hears `done` before the verdict can be read).
   */
  doneNotice(): { channel: string; payload: string };
  /** Resolves once every save and notification asked for so far has been attempted. */
  settled(): Promise<void>;
}

/**
 * What watchers of one submission see while it is judged: its `status` column (compiling,
 * running) and NOTIFY messages for the progress streams, in order, at most one per 100 ms except
 * the first, the stage changes and the last public case. Watchers follow the public cases (the
 * first `publicCases`) one by one, then hear nothing until the verdict: the pace of hidden cases
 * would be their times, which a learner never sees. A failed save or notification is logged,
 * never thrown: the verdict matters, the progress is a courtesy (streams also re-read the
 * database).
 */
export function judgingProgress(
  db: Db,
  logger: Logger,
  submissionId: string,
  totalCases: number,
  publicCases: number,
): JudgingProgress {
  let lastPublished = 0;
  let running = false;
  let steps: Promise<unknown> = Promise.resolve();
  const then = (step: () => Promise<unknown>, failure: string) => {
    steps = steps.then(step).catch((error: unknown) => logger.warn(failure, error));
  };
  const message = (status: SubmissionStatus, casesDone: number) =>
    progressNotice({ id: submissionId, status, casesDone, totalCases });
  const publish = (status: SubmissionStatus, casesDone: number, force: boolean) => {
    const now = Date.now();
    if (!force && now - lastPublished < progressIntervalMs) return;
    lastPublished = now;
    then(
      () => publishProgress(db, { id: submissionId, status, casesDone, totalCases }),
      'Could not publish judging progress',
    );
  };
  /** A new stage: its status saved and its first step published, in one statement. */
  const enterStage = (status: 'compiling' | 'running', casesDone = 0) => {
    lastPublished = Date.now();
    const { channel, payload } = message(status, casesDone);
    then(
      () =>
        sql`with saved as (
          update submissions set status = ${status}
          where id = ${submissionId} and status <> 'done'
        )
        select pg_notify(${channel}, ${payload})`.execute(db),
      'Could not save the judging status',
    );
  };
  return {
    onProgress(progress) {
      if (progress.stage === 'compiling') return enterStage('compiling');
      if (!running) {
        running = true;
        // The first running step (`done` 0, or a later one) is published with the stage.
        return enterStage('running', progress.done);
      }
      if (progress.done > publicCases) return;
      publish('running', progress.done, progress.done === 0 || progress.done === publicCases);
    },
    doneNotice: () =>
      progressNotice({
        id: submissionId,
        status: 'done',
        casesDone: totalCases,
        totalCases,
      }),
    settled: async () => {
      await steps;
    },
  };
}
