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
   * synced at): '' for this browser, the server's address for the desktop's store of that server.
   */
  readonly scope: string;
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

/** Chooses where the learner's work lives (the desktop's store); localStorage by default. */
export function setLearnerWorkStore(store: LearnerWorkStore): void {
  activeStore = store;
}

/** The store in use; the first call without one chosen opens the default. */
export function learnerWorkStore(fallback: () => LearnerWorkStore): LearnerWorkStore {
  activeStore ??= fallback();
  return activeStore;
}
