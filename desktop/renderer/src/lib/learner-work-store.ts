import type {
  LanguageId,
  SavedCompilerWorkspace,
  SavedCustomCases,
  SavedDraft,
} from '@zencode/shared/contract';

/**
 * Where the learner's unsent work lives: code drafts per problem and language, custom test
 * inputs per problem and the online compiler's files. Reads are synchronous (the editor opens
 * with them); writes never throw.
 */
export interface LearnerWorkStore {
  /**
   * Which store this is, for what is remembered beside it (the account version each draft was
   * synced at): '' for this browser; on the desktop the server's address, followed by the
   * account's id for an account's set.
   */
  readonly scope: string;
  /**
   * True while the desktop's session moves to another account (until the store holds that
   * account's work): nothing is written or synced from it meanwhile.
   */
  readonly closed?: boolean;
  /** Every saved draft (moved to the account at sign-in, synced when the server answers again). */
  listDrafts(): SavedDraft[];
  /** Every problem's custom inputs (synced with the account like drafts). */
  listCustomCases(): SavedCustomCases[];
  /** The saved draft, or null when the learner has not edited this problem in this language. */
  readDraft(problemId: string, language: LanguageId): string | null;
  writeDraft(problemId: string, language: LanguageId, code: string): void;
  clearDraft(problemId: string, language: LanguageId): void;
  /** The learner's own test inputs for a problem, kept like drafts. */
  readCustomCases(problemId: string): string[];
  /** An empty list forgets them. */
  writeCustomCases(problemId: string, inputs: string[]): void;
  /** The online compiler's files, or null before the learner has any. */
  readCompilerFiles(): SavedCompilerWorkspace | null;
  writeCompilerFiles(workspace: SavedCompilerWorkspace): void;
}

let activeStore: LearnerWorkStore | null = null;

let generation = 0;
const replacedListeners = new Set<() => void>();

/** The store now holds another account's work (the desktop's session changed): pages reopen. */
export function learnerWorkReplaced(): void {
  generation += 1;
  for (const listener of replacedListeners) listener();
}

/** For useSyncExternalStore: how many times the store's work was replaced. */
export const learnerWorkGeneration = (): number => generation;

export function onLearnerWorkReplaced(listener: () => void): () => void {
  replacedListeners.add(listener);
  return () => replacedListeners.delete(listener);
}

const flushers = new Set<() => void>();

/**
 * Registers what a page still holds unsaved (an edit waiting for typing to pause), to be written
 * at once before the session changes; answers the unregistration.
 */
export function onLearnerWorkFlush(flush: () => void): () => void {
  flushers.add(flush);
  return () => flushers.delete(flush);
}

/** Writes every pending edit now (the desktop does so before a sign-in or log out). */
export function flushLearnerWork(): void {
  for (const flush of flushers) flush();
}

/** Chooses where the learner's work lives (the desktop's store); localStorage by default. */
export function setLearnerWorkStore(store: LearnerWorkStore): void {
  activeStore = store;
}

/** The store in use; the first call without one chosen opens the default. */
export function learnerWorkStore(fallback: () => LearnerWorkStore): LearnerWorkStore {
  activeStore ??= fallback();
  return activeStore;
}
