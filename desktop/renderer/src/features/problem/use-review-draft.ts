import type { LanguageId } from '@zencode/shared/contract';
import { useCallback, useState } from 'react';

/**
 * The editor's code during a review from the review schedule: each language starts from its
 * starter code, and nothing is written to this device or the account, so the learner's saved
 * draft is exactly as they left it when the review ends. `setCodeIn` puts a past submission's
 * code into another language's editor without touching that language's saved draft either.
 */
export function useReviewDraft(problemId: string, language: LanguageId, starter: string) {
  const [codes, setCodes] = useState<{ problemId: string; byLanguage: Map<string, string> }>(
    () => ({ problemId, byLanguage: new Map() }),
  );
  // Another problem: its review starts blank too (state derived during render).
  let current = codes;
  if (codes.problemId !== problemId) {
    current = { problemId, byLanguage: new Map() };
    setCodes(current);
  }
  const typed = current.byLanguage.get(language);

  const setCodeIn = useCallback((target: LanguageId, code: string) => {
    setCodes((previous) => ({
      problemId: previous.problemId,
      byLanguage: new Map(previous.byLanguage).set(target, code),
    }));
  }, []);
  const setCode = useCallback((code: string) => setCodeIn(language, code), [language, setCodeIn]);
  const reset = useCallback(() => {
    setCodes((previous) => {
      const byLanguage = new Map(previous.byLanguage);
      byLanguage.delete(language);
      return { problemId: previous.problemId, byLanguage };
    });
  }, [language]);

  return { code: typed ?? starter, edited: typed !== undefined, setCode, setCodeIn, reset };
}
