import type {
  LanguageId,
  LearnerWork,
  SavedCompilerWorkspace,
  SavedCustomCases,
  SavedDraft,
} from '@zencode/shared/contract';
import type { OfflineApi } from '../../../../preload/offline-api.ts';
import { learnerWorkReplaced, type LearnerWorkStore } from '@/lib/learner-work-store.ts';
import { readLocalLearnerWork, type ListableStorage } from '@/lib/local-learner-work.ts';
import { compilerStorageKey, parseSavedCompilerWorkspace } from '@/lib/saved-compiler-workspace.ts';

const draftEntry = (problemId: string, language: LanguageId) => `${problemId}\n${language}`;

/**
 * Moves drafts and custom cases the page kept in localStorage (before the desktop had its store)
 * into the store for the current server, once: the keys are removed only after the store has
 * them, and the store keeps what it already had, so a crash in between loses and overwrites
 * nothing. Answers what could not be moved (shown this run, moved at the next start).
 */
export async function moveLocalLearnerWork(
  offline: OfflineApi,
  storage: ListableStorage | null,
): Promise<LearnerWork> {
  const nothing: LearnerWork = { drafts: [], customCases: [] };
  if (!storage) return nothing;
  const { work, keys } = readLocalLearnerWork(storage);
  if (keys.length === 0) return nothing;
  try {
    await offline.learnerWork.importSaved(work);
  } catch (error) {
    console.warn(`Drafts were not moved to the desktop store: ${(error as Error).message}`);
    return work;
  }
  for (const key of keys) storage.removeItem(key);
  return nothing;
}

/**
 * Moves the online compiler's files the page kept in localStorage into the store for the current
 * server, once, like drafts: the store keeps files it already has. The entry is removed only when
 * the store has every file of it; an entry that is damaged, wholly or in part, stays where it is,
 * so nothing is thrown away. Answers the files that could not be moved (used this run).
 */
export async function moveLocalCompilerFiles(
  offline: OfflineApi,
  storage: ListableStorage | null,
): Promise<SavedCompilerWorkspace | null> {
  const { workspace, complete } = parseSavedCompilerWorkspace(
    storage?.getItem(compilerStorageKey) ?? null,
  );
  if (!storage || !workspace) return null;
  try {
    await offline.learnerWork.importCompiler(workspace);
  } catch (error) {
    console.warn(`Compiler files were not moved to the desktop store: ${(error as Error).message}`);
    return workspace;
  }
  if (complete) storage.removeItem(compilerStorageKey);
  return null;
}

/** The desktop's store of the signed-in account's work, switched when the session changes. */
export interface DesktopLearnerWork extends LearnerWorkStore {
  /** Whose work this is: the signed-in account's user id, null for the signed-out visitor. */
  readonly account: string | null;
  /**
   * The session is about to move to another account: from now on edits stay on the page only,
   * never reaching another account's set, until `reopen` brings the next account's work.
   */
  close(): void;
  /**
   * Reads `account`'s work (the main process files calls under the session it now has) in place
   * of this one, then tells the pages to open again (`learnerWorkReplaced`).
   */
  reopen(account: string | null): Promise<void>;
}

const draftMap = (drafts: SavedDraft[]) =>
  new Map(drafts.map((draft) => [draftEntry(draft.problemId, draft.language), draft.code]));
const casesMap = (sets: SavedCustomCases[]) =>
  new Map(sets.map((cases) => [cases.problemId, cases.inputs]));

/**
 * The desktop's learner work: drafts, custom cases and the compiler's files in the main process's
 * SQLite store, one set per account and server (the main process files each call under the
 * account signed in; `account` says whose this store holds). Read once before the app renders
 * (after the one-time move from localStorage) and again when another account signs in or the
 * learner logs out; kept in memory and written through.
 */
export async function createDesktopLearnerWork(
  offline: OfflineApi,
  legacy: ListableStorage | null,
  initialAccount: string | null = null,
): Promise<DesktopLearnerWork> {
  // Before the first render: the two moves side by side, then the two reads.
  const [notMoved, compilerNotMoved] = await Promise.all([
    moveLocalLearnerWork(offline, legacy),
    moveLocalCompilerFiles(offline, legacy),
  ]);
  const [saved, compilerSaved] = await Promise.all([
    offline.learnerWork.read(),
    offline.learnerWork.readCompiler(),
  ]);
  let compilerFiles = compilerSaved ?? compilerNotMoved;
  const server = await offline.serverUrl();
  // What the store holds wins over what is still waiting in localStorage, as in the move.
  let drafts = draftMap([...notMoved.drafts, ...saved.drafts]);
  let customCases = casesMap([...notMoved.customCases, ...saved.customCases]);
  let account = initialAccount;
  let closed = false;
  const writeThrough = (write: () => Promise<unknown>) => {
    if (closed) return;
    void write().catch((error: unknown) => {
      // The work stays in the editor and in memory; the next edit writes it again.
      console.warn(`A draft could not be saved: ${(error as Error).message}`);
    });
  };
  return {
    // Sync records are per account: another account's record never describes this copy. The
    // visitor's set keeps the server's own scope (where records were kept before accounts).
    get scope() {
      return account ? `${server}\n${account}` : server;
    },
    get account() {
      return account;
    },
    get closed() {
      return closed;
    },
    close() {
      closed = true;
    },
    async reopen(next) {
      closed = true;
      const [work, compiler] = await Promise.all([
        offline.learnerWork.read(),
        offline.learnerWork.readCompiler(),
      ]).catch((error: unknown) => {
        // The page opens without it (starter code); the store still has it for the next start.
        console.warn(`The learner's work could not be read: ${(error as Error).message}`);
        const nothing: [LearnerWork, SavedCompilerWorkspace | null] = [
          { drafts: [], customCases: [] },
          null,
        ];
        return nothing;
      });
      drafts = draftMap(work.drafts);
      customCases = casesMap(work.customCases);
      compilerFiles = compiler;
      account = next;
      closed = false;
      learnerWorkReplaced();
    },
    listDrafts: () =>
      [...drafts].map(([entry, code]) => {
        const [problemId, language] = entry.split('\n') as [string, LanguageId];
        return { problemId, language, code };
      }),
    listCustomCases: () => [...customCases].map(([problemId, inputs]) => ({ problemId, inputs })),
    readDraft: (problemId, language) => drafts.get(draftEntry(problemId, language)) ?? null,
    writeDraft(problemId, language, code) {
      drafts.set(draftEntry(problemId, language), code);
      writeThrough(() => offline.learnerWork.saveDraft(problemId, language, code));
    },
    clearDraft(problemId, language) {
      drafts.delete(draftEntry(problemId, language));
      writeThrough(() => offline.learnerWork.clearDraft(problemId, language));
    },
    readCustomCases: (problemId) => customCases.get(problemId) ?? [],
    writeCustomCases(problemId, inputs) {
      const before = customCases.get(problemId) ?? [];
      // The panel writes on every mount: an unchanged list needs no trip to the store.
      if (JSON.stringify(before) === JSON.stringify(inputs)) return;
      if (inputs.length === 0) customCases.delete(problemId);
      else customCases.set(problemId, inputs);
      writeThrough(() => offline.learnerWork.saveCustomCases(problemId, inputs));
    },
    readCompilerFiles: () => compilerFiles,
    writeCompilerFiles(workspace) {
      // The compiler page writes what it read when it opens: the same workspace needs no trip.
      if (workspace === compilerFiles) return;
      compilerFiles = workspace;
      writeThrough(() => offline.learnerWork.saveCompiler(workspace));
    },
  };
}
