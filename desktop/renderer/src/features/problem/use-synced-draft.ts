import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AccountDraft,
  type DraftCopy,
  type LanguageId,
  messages,
} from '@zencode/shared/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@/features/auth/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import {
  deleteAccountDraft,
  deleteDraftCopy,
  fetchProblemWork,
  problemWorkKey,
  saveAccountDraft,
  saveDraftCopy,
} from './account-work-api.ts';
import { currentLearnerWork } from '@/lib/local-learner-work.ts';
import { readDraft } from './draft-storage.ts';
import { readDraftSyncState, reconcileDraft, writeDraftSyncState } from './draft-sync-state.ts';
import { markDraftOpen } from './open-drafts.ts';
import { useCodeDraft } from './use-code-draft.ts';

/** Typing pauses this long before the draft goes to the account (it is kept here at once). */
const accountSaveDelayMs = 1200;

/** What the learner chose for a conflict: one version, or this window's with the other kept as a copy. */
/**
 * Where the editor's draft is kept: on this device (signed out), on the account, on its way there,
 * or on this device only because the last send failed (it goes with the next edit or reconnection).
 */
export type DraftPlace = 'device' | 'account' | 'sending' | 'device-only';

export type ConflictChoice = 'mine' | 'theirs' | 'both';

/** The name a version kept by "Keep both" goes by (when it was saved, in the learner's words). */
export const copyName = (label: string, at: string | Date) =>
  `${label}, ${new Date(at).toLocaleString()}`;

/** The server's reason for a refusal (a full list of copies); else that nothing changed. */
const messageOf = (error: unknown) =>
  error instanceof ApiError && !error.offline && error.status !== null && error.status < 500
    ? error.message
    : messages.draftCopyNotSaved;

/** Both sides changed the draft since they last agreed: the learner picks one. */
export interface DraftConflict {
  language: LanguageId;
  mine: string;
  theirs: AccountDraft;
}

/** The signed-in learner's problem work on the account (drafts, last language, custom inputs). */
export function useProblemWork(problemId: string) {
  const auth = useAuth();
  const userId = auth.status === 'authenticated' ? auth.user._id : null;
  const query = useQuery({
    queryKey: problemWorkKey(problemId),
    queryFn: ({ signal }) => fetchProblemWork(problemId, signal),
    enabled: userId !== null,
    retry: false,
  });
  return { userId, work: query.data, updatedAt: query.dataUpdatedAt };
}

/**
 * The editor's draft, kept in this browser at once and on the account a moment after typing
 * pauses, with the version it was based on. Opening a problem brings the account's copy in; when
 * both sides changed, nothing is overwritten: `conflict` holds both and the learner picks.
 */
export function useSyncedDraft(problemId: string, language: LanguageId, starter: string) {
  const draft = useCodeDraft(problemId, language, starter);
  const { userId, work, updatedAt } = useProblemWork(problemId);
  const [conflict, setConflict] = useState<DraftConflict | null>(null);
  // Why keeping a named copy (or opening or deleting one) failed; nothing changed then.
  const [copyError, setCopyError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  // The code the account is known to hold for this key; edits that differ are sent.
  const onAccount = useRef<{ key: string; code: string } | null>(null);
  // The same, for the status line to read (a ref does not render), and whether the last send
  // failed (offline, or the server refused): the draft is then on this device only.
  const [accountCopy, setAccountCopy] = useState<{ key: string; code: string } | null>(null);
  const [sendFailed, setSendFailed] = useState(false);
  const key = `${problemId}:${language}`;
  const { setCode } = draft;
  useEffect(() => markDraftOpen(problemId, language), [language, problemId]);

  // The account holds `code` as `version` of this draft: edits are sent from there.
  const markInStep = useCallback(
    (code: string, version: number) => {
      if (!userId) return;
      onAccount.current = { key, code };
      setAccountCopy({ key, code });
      setSendFailed(false);
      writeDraftSyncState(problemId, language, { userId, baseVersion: version, synced: true });
    },
    [key, language, problemId, userId],
  );

  const push = useCallback(
    async (code: string, baseVersion: number) => {
      // A desktop page whose session moved to another account sends nothing more.
      if (!userId || currentLearnerWork().closed) return;
      try {
        const outcome = await saveAccountDraft(problemId, language, code, baseVersion);
        const stored = 'saved' in outcome ? outcome.saved : outcome.conflict;
        // A conflict with our own code (a save that crossed another of ours) is no conflict.
        if ('saved' in outcome || stored.code === code) markInStep(code, stored.version);
        else setConflict({ language, mine: code, theirs: stored });
      } catch {
        // Offline or refused: the draft stays here, marked unsent, and goes with the next edit.
        setSendFailed(true);
      }
    },
    [language, markInStep, problemId, userId],
  );

  // Opening (or the account answering again): bring both copies in step.
  const reconciled = useRef('');
  useEffect(() => {
    if (!userId || !work || reconciled.current === `${key}@${updatedAt}`) return;
    reconciled.current = `${key}@${updatedAt}`;
    const remote = work.drafts.find((entry) => entry.language === language);
    const local = readDraft(problemId, language);
    const action = reconcileDraft(userId, local, readDraftSyncState(problemId, language), remote);
    if (action.kind === 'adopt') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the account's answer just arrived: the status line shows the draft is in step with it
      markInStep(action.draft.code, action.draft.version);
      setCode(action.draft.code);
    } else if (action.kind === 'in-step') {
      markInStep(local ?? '', action.version);
    } else if (action.kind === 'push' && local !== null) {
      void push(local, action.baseVersion);
    } else {
      onAccount.current = { key, code: starter };
    }
  }, [key, language, markInStep, problemId, push, setCode, starter, updatedAt, userId, work]);

  // Edits go to the account once typing pauses (not while a conflict waits for the learner).
  useEffect(() => {
    const known = onAccount.current;
    if (!userId || !known || known.key !== key || !draft.edited || conflict) return;
    if (known.code === draft.code) return;
    const state = readDraftSyncState(problemId, language);
    const baseVersion = state?.userId === userId ? state.baseVersion : 0;
    if (state?.synced !== false)
      writeDraftSyncState(problemId, language, { userId, baseVersion, synced: false });
    const timer = setTimeout(() => void push(draft.code, baseVersion), accountSaveDelayMs);
    return () => clearTimeout(timer);
  }, [conflict, draft.code, draft.edited, key, language, problemId, push, userId]);

  const reset = () => {
    draft.reset();
    if (!userId) return;
    markInStep(starter, 0);
    void deleteAccountDraft(problemId, language).catch(() => undefined);
  };

  const refreshWork = () => queryClient.invalidateQueries({ queryKey: problemWorkKey(problemId) });

  const resolve = async (choice: ConflictChoice) => {
    if (!conflict || !userId) return;
    if (choice === 'both') {
      // The saved version is kept on the account first: if that fails, nothing is decided yet.
      try {
        await saveDraftCopy(problemId, conflict.language, {
          name: copyName('Saved elsewhere', conflict.theirs.updatedAt),
          code: conflict.theirs.code,
        });
      } catch (error) {
        setCopyError(messageOf(error));
        return;
      }
    }
    setCopyError(null);
    setConflict(null);
    if (choice === 'theirs') {
      markInStep(conflict.theirs.code, conflict.theirs.version);
      setCode(conflict.theirs.code);
      return;
    }
    // Saved before the work is read again, so the new read finds this version in step.
    await push(conflict.mine, conflict.theirs.version);
    if (choice === 'both') void refreshWork();
  };

  /**
   * Opens a named copy in the editor. What the editor held is kept as a copy in its place (unless
   * it is the starter code or that same code), so opening one never loses the other.
   */
  const openCopy = async (copy: DraftCopy) => {
    try {
      if (draft.code !== starter && draft.code !== copy.code)
        await saveDraftCopy(problemId, language, {
          name: copyName('Replaced in the editor', new Date()),
          code: draft.code,
        });
      await deleteDraftCopy(copy.id);
    } catch (error) {
      setCopyError(messageOf(error));
      return false;
    }
    setCopyError(null);
    setCode(copy.code);
    void refreshWork();
    return true;
  };

  const deleteCopy = async (copy: DraftCopy) => {
    try {
      await deleteDraftCopy(copy.id);
    } catch (error) {
      setCopyError(messageOf(error));
      return;
    }
    setCopyError(null);
    void refreshWork();
  };

  const shownConflict = conflict?.language === language ? conflict : null;
  const savedWhere: DraftPlace = !userId
    ? 'device'
    : accountCopy?.key === key && accountCopy.code === draft.code
      ? 'account'
      : sendFailed
        ? 'device-only'
        : 'sending';
  const copies = (work?.copies ?? []).filter((copy) => copy.language === language);
  return {
    ...draft,
    reset,
    conflict: shownConflict,
    resolve,
    copies,
    openCopy,
    deleteCopy,
    copyError,
    savedWhere,
  };
}
