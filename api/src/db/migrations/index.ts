import type { Migration } from 'kysely';
import * as initial from './2026-11-22T0600-initial.ts';
import * as judgeQueue from './2026-11-22T0900-judge-queue.ts';
import * as rateLimitWindowIndex from './2026-11-22T1000-rate-limit-window-index.ts';
import * as rankOrder from './2026-11-22T1100-rank-order.ts';
import * as problemAuthoring from './2026-11-22T1200-problem-authoring.ts';
import * as leaderboardTotals from './2026-11-22T1300-leaderboard-totals.ts';
import * as scoreHistogram from './2026-11-22T1400-score-histogram.ts';
import * as submissionCounts from './2026-11-22T1500-submission-counts.ts';
import * as signUpPasswordDispute from './2026-11-24T0100-sign-up-password-dispute.ts';
import * as desktopSignInCodes from './2026-11-24T0300-desktop-sign-in-codes.ts';
import * as submissionIdempotencyKey from './2026-11-24T0310-submission-idempotency-key.ts';
import * as readChangeNotifications from './2026-11-24T0400-read-change-notifications.ts';
import * as compilerRuns from './2026-11-24T0500-compiler-runs.ts';
import * as submissionReason from './2026-11-24T0510-submission-reason.ts';
import * as problemHelp from './2026-11-26T1000-problem-help.ts';
import * as runLeases from './2026-11-26T1100-run-leases.ts';
import * as submissionJudgingTime from './2026-11-26T1110-submission-judging-time.ts';
import * as submissionRowsCurrentShape from './2026-11-26T1120-submission-rows-current-shape.ts';
import * as learnerDrafts from './2026-11-26T1200-learner-drafts.ts';
import * as problemRevisions from './2026-11-26T1200-problem-revisions.ts';
import * as problemSubmissionTotals from './2026-11-26T1210-problem-submission-totals.ts';
import * as reviewQueue from './2026-11-26T1220-review-queue.ts';
import * as draftCopies from './2026-11-26T1400-draft-copies.ts';
import * as reviewActivityReads from './2026-11-26T1400-review-activity-reads.ts';
import * as reviewSyncKeys from './2026-11-26T1410-review-sync-keys.ts';
import * as dailyProblemCycles from './2026-12-02T0500-daily-problem-cycles.ts';
import * as noteCopies from './2026-12-02T0500-note-copies.ts';
import * as replayLeases from './2026-12-02T0500-replay-leases.ts';
import * as interviewSessions from './2026-12-03T0700-interview-sessions.ts';
import * as editorialApproachCode from './2026-12-03T1300-editorial-approach-code.ts';

/**
 * Every migration by its timestamped file name. Listed by hand rather than read from the folder
 * because Kysely's FileMigrationProvider imports with Node's own loader, which cannot load
 * TypeScript under Vitest; migrations.test.ts checks that this list matches the folder.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-22T0600-initial': initial,
  '2026-11-22T0900-judge-queue': judgeQueue,
  '2026-11-22T1000-rate-limit-window-index': rateLimitWindowIndex,
  '2026-11-22T1100-rank-order': rankOrder,
  '2026-11-22T1200-problem-authoring': problemAuthoring,
  '2026-11-22T1300-leaderboard-totals': leaderboardTotals,
  '2026-11-22T1400-score-histogram': scoreHistogram,
  '2026-11-22T1500-submission-counts': submissionCounts,
  '2026-11-24T0100-sign-up-password-dispute': signUpPasswordDispute,
  '2026-11-24T0300-desktop-sign-in-codes': desktopSignInCodes,
  '2026-11-24T0310-submission-idempotency-key': submissionIdempotencyKey,
  '2026-11-24T0400-read-change-notifications': readChangeNotifications,
  '2026-11-24T0500-compiler-runs': compilerRuns,
  '2026-11-24T0510-submission-reason': submissionReason,
  '2026-11-26T1000-problem-help': problemHelp,
  '2026-11-26T1100-run-leases': runLeases,
  '2026-11-26T1110-submission-judging-time': submissionJudgingTime,
  '2026-11-26T1120-submission-rows-current-shape': submissionRowsCurrentShape,
  '2026-11-26T1200-learner-drafts': learnerDrafts,
  '2026-11-26T1200-problem-revisions': problemRevisions,
  '2026-11-26T1210-problem-submission-totals': problemSubmissionTotals,
  '2026-11-26T1220-review-queue': reviewQueue,
  '2026-11-26T1400-draft-copies': draftCopies,
  '2026-11-26T1400-review-activity-reads': reviewActivityReads,
  '2026-11-26T1410-review-sync-keys': reviewSyncKeys,
  '2026-12-02T0500-daily-problem-cycles': dailyProblemCycles,
  '2026-12-02T0500-note-copies': noteCopies,
  '2026-12-02T0500-replay-leases': replayLeases,
  '2026-12-03T0700-interview-sessions': interviewSessions,
  '2026-12-03T1300-editorial-approach-code': editorialApproachCode,
};
