import type { AccountDraft, LanguageId } from '@zencode/shared/contract';
import { browserStorage, currentLearnerWork } from '@/lib/local-learner-work.ts';

/**
 * Which account this browser's copy of a draft belongs to, the account version it was based on,
 * and whether it has changes the account has not seen. A draft with no record was written
 * signed out (or before drafts followed the account): the next account to sign in adopts it.
 * The record is kept per store (the desktop keeps one store per server address), since it
 * describes that store's copy.
 */
export interface DraftSyncState {
  userId: string;
  baseVersion: number;
  synced: boolean;
}

const key = (problemId: string, language: LanguageId) => {
  const { scope } = currentLearnerWork();
  return `zencode:draft-sync:${scope ? `${scope}|` : ''}${problemId}:${language}`;
};

export function readDraftSyncState(problemId: string, language: LanguageId): DraftSyncState | null {
  try {
    const value: unknown = JSON.parse(
      browserStorage()?.getItem(key(problemId, language)) ?? 'null',
    );
    if (!value || typeof value !== 'object') return null;
    const { userId, baseVersion, synced } = value as Record<string, unknown>;
    if (
      typeof userId !== 'string' ||
      typeof baseVersion !== 'number' ||
      typeof synced !== 'boolean'
    )
      return null;
    return { userId, baseVersion, synced };
  } catch {
    return null;
  }
}

export function writeDraftSyncState(
  problemId: string,
  language: LanguageId,
  state: DraftSyncState,
): void {
  try {
    browserStorage()?.setItem(key(problemId, language), JSON.stringify(state));
  } catch {
    // Not remembered: the next open compares the code itself.
  }
}

/** What opening a draft should do, given this browser's copy and the account's. */
export type DraftReconcile =
  | { kind: 'keep' }
  | { kind: 'adopt'; draft: AccountDraft }
  | { kind: 'push'; baseVersion: number }
  | { kind: 'in-step'; version: number };

/**
 * The rule: equal code is in step; an account draft newer than an unchanged local copy replaces
 * it; local changes (or a signed-out draft) are sent on top of the version they came from, and
 * the server answers a conflict when both sides changed. Another account's copy is never sent.
 */
export function reconcileDraft(
  userId: string,
  local: string | null,
  sync: DraftSyncState | null,
  remote: AccountDraft | undefined,
): DraftReconcile {
  const ours = sync === null || sync.userId === userId;
  if (local === null || !ours) return remote ? { kind: 'adopt', draft: remote } : { kind: 'keep' };
  if (remote && remote.code === local) return { kind: 'in-step', version: remote.version };
  if (sync?.synced && remote && remote.version > sync.baseVersion)
    return { kind: 'adopt', draft: remote };
  if (sync?.synced && remote && remote.version === sync.baseVersion)
    return { kind: 'push', baseVersion: remote.version };
  return { kind: 'push', baseVersion: sync?.baseVersion ?? 0 };
}
