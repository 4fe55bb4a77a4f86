import { type AccountDraft, SAVED_CUSTOM_CASES_MAX } from '@zencode/shared/contract';
import { ApiError } from '@/lib/api-client.ts';
import { currentLearnerWork } from '@/lib/local-learner-work.ts';
import { fetchAllProblemWork, saveAccountDraft, saveProblemState } from './account-work-api.ts';
import { readDraftSyncState, reconcileDraft, writeDraftSyncState } from './draft-sync-state.ts';
import { isDraftOpen } from './open-drafts.ts';

/** What one sync of every kept draft did; null when the server could not be asked. */
export interface AccountDraftSyncReport {
  sent: number;
  adopted: number;
  /** Changed here and on the account: kept here, unsent; opening the problem shows both. */
  conflicts: { problemId: string; language: string }[];
  /** Problems whose custom inputs kept here were added to the account's. */
  customCasesSent: number;
}

const entryOf = (problemId: string, language: string) => `${problemId}\n${language}`;

/**
 * The server answered and refused this one (a problem deleted since, a language no longer
 * offered): it stays kept here and the sync goes on. Anything else (unreachable) ends the sync.
 */
const refused = (error: unknown) =>
  error instanceof ApiError && !error.offline && error.status !== null && error.status < 500;

/**
 * Brings every draft kept in this store in step with the account at once (at sign-in, and when
 * the desktop's server answers again), by the rule opening a problem uses (`reconcileDraft`):
 * a signed-out draft or one changed offline is sent on top of the version it came from, an
 * unchanged copy takes the account's newer draft. When both sides changed nothing is decided
 * here: the draft stays as it is, marked unsent, and opening its problem shows both versions.
 * Another account's copy is left alone, and so is a draft open in an editor (it syncs itself).
 * The desktop also keeps the account's other drafts, so they open offline.
 */
export async function syncAccountDrafts(userId: string): Promise<AccountDraftSyncReport | null> {
  const store = currentLearnerWork();
  // Another account's work (the desktop page is about to reload with the new one's): not sent.
  if (store.closed) return null;
  const problems = await fetchAllProblemWork();
  if (!problems || store.closed) return null;
  const remote = new Map<string, { problemId: string; draft: AccountDraft }>();
  for (const work of problems)
    for (const draft of work.drafts)
      remote.set(entryOf(work.problemId, draft.language), { problemId: work.problemId, draft });
  const report: AccountDraftSyncReport = {
    sent: 0,
    adopted: 0,
    conflicts: [],
    customCasesSent: 0,
  };
  // Custom inputs kept here (added offline, or as a visitor) join the account's: nothing is
  // dropped, as when a problem opens (useSyncedProblemState).
  const accountCases = new Map(problems.map((work) => [work.problemId, work.customCases]));
  for (const { problemId, inputs } of store.listCustomCases()) {
    if (store.closed) return report;
    const theirs = accountCases.get(problemId) ?? [];
    const merged = [...new Set([...theirs, ...inputs])].slice(0, SAVED_CUSTOM_CASES_MAX);
    if (merged.length === theirs.length) continue;
    try {
      await saveProblemState(problemId, { customCases: merged });
      report.customCasesSent++;
    } catch (error) {
      if (!refused(error)) throw error;
    }
  }

  for (const local of store.listDrafts()) {
    if (store.closed) return report;
    const { problemId, language, code } = local;
    const theirs = remote.get(entryOf(problemId, language))?.draft;
    remote.delete(entryOf(problemId, language));
    // An open editor syncs its own draft when the account's work is read again after this.
    if (isDraftOpen(problemId, language)) continue;
    const sync = readDraftSyncState(problemId, language);
    if (sync && sync.userId !== userId) continue;
    const action = reconcileDraft(userId, code, sync, theirs);
    if (action.kind === 'adopt') {
      store.writeDraft(problemId, language, action.draft.code);
      writeDraftSyncState(problemId, language, {
        userId,
        baseVersion: action.draft.version,
        synced: true,
      });
      report.adopted++;
    } else if (action.kind === 'in-step') {
      writeDraftSyncState(problemId, language, {
        userId,
        baseVersion: action.version,
        synced: true,
      });
    } else if (action.kind === 'push') {
      let outcome: Awaited<ReturnType<typeof saveAccountDraft>>;
      try {
        outcome = await saveAccountDraft(problemId, language, code, action.baseVersion);
      } catch (error) {
        if (refused(error)) continue;
        throw error;
      }
      const stored = 'saved' in outcome ? outcome.saved : outcome.conflict;
      if ('saved' in outcome || stored.code === code) {
        writeDraftSyncState(problemId, language, {
          userId,
          baseVersion: stored.version,
          synced: true,
        });
        report.sent++;
      } else {
        writeDraftSyncState(problemId, language, {
          userId,
          baseVersion: action.baseVersion,
          synced: false,
        });
        report.conflicts.push({ problemId, language });
      }
    }
  }

  // Drafts only the account has: the desktop keeps them for offline use (the web opens them
  // from the account when their problem opens).
  if (store.scope !== '')
    for (const { problemId, draft } of remote.values()) {
      if (isDraftOpen(problemId, draft.language)) continue;
      store.writeDraft(problemId, draft.language, draft.code);
      writeDraftSyncState(problemId, draft.language, {
        userId,
        baseVersion: draft.version,
        synced: true,
      });
      report.adopted++;
    }
  return report;
}
