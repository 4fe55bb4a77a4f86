import {
  savedCustomCasesSchema,
  savedDraftSchema,
  type LanguageId,
  type LearnerWork,
} from '@zencode/shared/contract';
import { learnerWorkStore, type LearnerWorkStore } from './learner-work-store.ts';
import { compilerStorageKey, parseSavedCompilerWorkspace } from './saved-compiler-workspace.ts';

const draftPrefix = 'zencode:draft:';
const customCasesPrefix = 'zencode:custom-cases:';

/** Where a learner's code for one problem and language is kept in localStorage. */
export function draftKey(problemId: string, language: LanguageId): string {
  return `${draftPrefix}${problemId}:${language}`;
}

const customCasesKey = (problemId: string) => `${customCasesPrefix}${problemId}`;

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function parseInputs(saved: string | null): string[] {
  try {
    const inputs: unknown = JSON.parse(saved ?? '[]');
    return Array.isArray(inputs) ? inputs.filter((input) => typeof input === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The web app's learner work: drafts, custom cases and compiler files in localStorage under
 * `zencode:` keys. A
 * full or blocked storage loses only what could not be written, never the page.
 */
export function createLocalLearnerWork(store: KeyValueStorage | null): LearnerWorkStore {
  const attempt = <T>(action: () => T, fallback: T): T => {
    try {
      return action();
    } catch {
      // Quota exceeded or storage disabled: the work stays on the page.
      return fallback;
    }
  };
  return {
    scope: '',
    listDrafts: () =>
      attempt(
        () => (store && isListable(store) ? readLocalLearnerWork(store).work.drafts : []),
        [],
      ),
    listCustomCases: () =>
      attempt(
        () => (store && isListable(store) ? readLocalLearnerWork(store).work.customCases : []),
        [],
      ),
    readDraft: (problemId, language) =>
      attempt(() => store?.getItem(draftKey(problemId, language)) ?? null, null),
    writeDraft: (problemId, language, code) =>
      attempt(() => store?.setItem(draftKey(problemId, language), code), undefined),
    clearDraft: (problemId, language) =>
      attempt(() => store?.removeItem(draftKey(problemId, language)), undefined),
    readCustomCases: (problemId) =>
      attempt(() => parseInputs(store?.getItem(customCasesKey(problemId)) ?? null), []),
    writeCustomCases: (problemId, inputs) =>
      attempt(() => {
        if (inputs.length === 0) store?.removeItem(customCasesKey(problemId));
        else store?.setItem(customCasesKey(problemId), JSON.stringify(inputs));
      }, undefined),
    readCompilerFiles: () =>
      attempt(
        () => parseSavedCompilerWorkspace(store?.getItem(compilerStorageKey) ?? null).workspace,
        null,
      ),
    writeCompilerFiles: (workspace) =>
      attempt(() => store?.setItem(compilerStorageKey, JSON.stringify(workspace)), undefined),
  };
}

/** This page's localStorage, or null where the browser blocks it. */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The learner's work where it lives: the store the app chose, else this browser's localStorage. */
export const currentLearnerWork = (): LearnerWorkStore =>
  learnerWorkStore(() => createLocalLearnerWork(browserStorage()));

/** The part of `Storage` that lists its keys. */
export type ListableStorage = KeyValueStorage & Pick<Storage, 'key' | 'length'>;

const isListable = (store: KeyValueStorage): store is ListableStorage =>
  'key' in store && 'length' in store;

/**
 * Every draft and custom-case set kept in `storage`, and the keys they came from (so they can be
 * removed once moved elsewhere). Keys that do not parse or that the desktop store would refuse
 * (a language no longer offered, a draft past DRAFT_MAX_LENGTH) are left where they are.
 */
export function readLocalLearnerWork(storage: ListableStorage): {
  work: LearnerWork;
  keys: string[];
} {
  const work: LearnerWork = { drafts: [], customCases: [] };
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key === null) continue;
    if (key.startsWith(draftPrefix)) {
      const rest = key.slice(draftPrefix.length);
      const split = rest.lastIndexOf(':');
      const problemId = rest.slice(0, split);
      const language = rest.slice(split + 1);
      const draft = savedDraftSchema.safeParse({ problemId, language, code: storage.getItem(key) });
      if (split <= 0 || !draft.success) continue;
      work.drafts.push(draft.data);
      keys.push(key);
    } else if (key.startsWith(customCasesPrefix)) {
      const problemId = key.slice(customCasesPrefix.length);
      const inputs = parseInputs(storage.getItem(key));
      const cases = savedCustomCasesSchema.safeParse({ problemId, inputs });
      if (!cases.success) continue;
      work.customCases.push(cases.data);
      keys.push(key);
    }
  }
  return { work, keys };
}
