import type { LanguageId } from '@zencode/shared/contract';
import {
  browserStorage as storage,
  currentLearnerWork as learnerWork,
  type KeyValueStorage,
} from '@/lib/local-learner-work.ts';

const languageKey = (problemId: string) => `zencode:language:${problemId}`;
// The language last chosen on any problem: a problem not opened before starts in it.
const anyProblemLanguageKey = 'zencode:language';

/** The saved draft, or null when the learner has not edited this problem in this language. */
export const readDraft = (problemId: string, language: LanguageId): string | null =>
  learnerWork().readDraft(problemId, language);

/** Saves a draft; a full or blocked storage loses only the draft, never the page. */
export const writeDraft = (problemId: string, language: LanguageId, code: string): void =>
  learnerWork().writeDraft(problemId, language, code);

export const clearDraft = (problemId: string, language: LanguageId): void =>
  learnerWork().clearDraft(problemId, language);

/** The learner's own test inputs for a problem, kept like drafts so a reload does not lose them. */
export const readCustomCases = (problemId: string): string[] =>
  learnerWork().readCustomCases(problemId);

export const writeCustomCases = (problemId: string, inputs: string[]): void =>
  learnerWork().writeCustomCases(problemId, inputs);

/**
 * The language last used on this problem, so a return visit opens where the learner left; for a
 * problem not opened before, the language last chosen anywhere. A preference of this device,
 * kept in localStorage in the desktop app too.
 */
export function readLastLanguage(
  problemId: string,
  store: KeyValueStorage | null = storage(),
): string | null {
  try {
    return store?.getItem(languageKey(problemId)) ?? store?.getItem(anyProblemLanguageKey) ?? null;
  } catch {
    return null;
  }
}

export function writeLastLanguage(
  problemId: string,
  language: LanguageId,
  store: KeyValueStorage | null = storage(),
): void {
  try {
    store?.setItem(languageKey(problemId), language);
    store?.setItem(anyProblemLanguageKey, language);
  } catch {
    // Not remembered; the default language opens next time.
  }
}
