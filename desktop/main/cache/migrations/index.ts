import type { Migration } from 'kysely';
import * as initial from './2026-11-24T0300-initial.ts';
import * as cachedResponses from './2026-11-24T0400-cached-responses.ts';
import * as learnerWork from './2026-11-24T0900-learner-work.ts';
import * as compilerFiles from './2026-11-24T1300-compiler-files.ts';
import * as outboxAccounts from './2026-11-26T1100-outbox-accounts.ts';
import * as reviewOutbox from './2026-11-26T1430-review-outbox.ts';
import * as learnerWorkAccounts from './2026-11-26T1800-learner-work-accounts.ts';
import * as cachedAnswers from './2026-11-26T2100-cached-answers.ts';
import * as forgetSharedHiddenCases from './2026-12-02T0500-forget-shared-hidden-cases.ts';

/** Every cache migration by its timestamped name; the newest name is the cache's version. */
export const cacheMigrations: Record<string, Migration> = {
  '2026-11-24T0300-initial': initial,
  '2026-11-24T0400-cached-responses': cachedResponses,
  '2026-11-24T0900-learner-work': learnerWork,
  '2026-11-24T1300-compiler-files': compilerFiles,
  '2026-11-26T1100-outbox-accounts': outboxAccounts,
  '2026-11-26T1430-review-outbox': reviewOutbox,
  '2026-11-26T1800-learner-work-accounts': learnerWorkAccounts,
  '2026-11-26T2100-cached-answers': cachedAnswers,
  '2026-12-02T0500-forget-shared-hidden-cases': forgetSharedHiddenCases,
};
