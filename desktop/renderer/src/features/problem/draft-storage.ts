import type { LanguageId } from '@zencode/shared/contract';

const prefix = 'zencode:draft:';

/** Where a learner's code for one problem and language is kept between visits. */
export function draftKey(problemId: string, language: LanguageId): string {
  return `${prefix}${problemId}:${language}`;
}

const languageKey = (problemId: string) => `zencode:language:${problemId}`;
// The language last chosen on any problem: a problem not opened before starts in it.
const anyProblemLanguageKey = 'zencode:language';
const customCasesKey = (problemId: string) => `zencode:custom-cases:${problemId}`;

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): DraftStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The saved draft, or null when the learner has not edited this problem in this language. */
export function readDraft(
  problemId: string,
  language: LanguageId,
  store = storage(),
): string | null {
  try {
    return store?.getItem(draftKey(problemId, language)) ?? null;
  } catch {
    return null;
  }
}

/** Saves a draft; a full or blocked storage loses only the draft, never the page. */
export function writeDraft(
  problemId: string,
  language: LanguageId,
  code: string,
  store = storage(),
): void {
  try {
    store?.setItem(draftKey(problemId, language), code);
  } catch {
    // Quota exceeded or storage disabled: the code stays in the editor.
  }
}

export function clearDraft(problemId: string, language: LanguageId, store = storage()): void {
  try {
    store?.removeItem(draftKey(problemId, language));
  } catch {
    // Nothing saved, nothing to clear.
  }
}

/**
 * The language last used on this problem, so a return visit opens where the learner left; for a
 * problem not opened before, the language last chosen anywhere.
 */
export function readLastLanguage(problemId: string, store = storage()): string | null {
  try {
    return store?.getItem(languageKey(problemId)) ?? store?.getItem(anyProblemLanguageKey) ?? null;
  } catch {
    return null;
  }
}

export function writeLastLanguage(
  problemId: string,
  language: LanguageId,
  store = storage(),
): void {
  try {
    store?.setItem(languageKey(problemId), language);
    store?.setItem(anyProblemLanguageKey, language);
  } catch {
    // Not remembered; the default language opens next time.
  }
}

/** The learner's own test inputs for a problem, kept like drafts so a reload does not lose them. */
export function readCustomCases(problemId: string, store = storage()): string[] {
  try {
    const saved: unknown = JSON.parse(store?.getItem(customCasesKey(problemId)) ?? '[]');
    return Array.isArray(saved) ? saved.filter((input) => typeof input === 'string') : [];
  } catch {
    return [];
  }
}

export function writeCustomCases(problemId: string, inputs: string[], store = storage()): void {
  try {
    if (inputs.length === 0) store?.removeItem(customCasesKey(problemId));
    else store?.setItem(customCasesKey(problemId), JSON.stringify(inputs));
  } catch {
    // Not kept; the cases stay on the page until it closes.
  }
}
