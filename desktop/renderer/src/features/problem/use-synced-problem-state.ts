import { type LanguageId, SAVED_CUSTOM_CASES_MAX } from '@zencode/shared/contract';
import { useEffect, useRef } from 'react';
import { saveProblemState } from './account-work-api.ts';
import { forgetUnsentLanguage, rememberUnsentLanguage } from './unsent-languages.ts';
import { useProblemWork } from './use-synced-draft.ts';

/** Custom inputs are sent this long after the last change. */
const saveDelayMs = 800;

/**
 * The problem's last language and custom inputs on the account: opening a problem takes the
 * language last used on it anywhere and adds the account's inputs to this browser's (nothing is
 * dropped); later changes are sent (the latest write wins).
 */
export function useSyncedProblemState({
  problemId,
  language,
  onLanguage,
  inputs,
  onInputs,
}: {
  problemId: string;
  language: LanguageId;
  onLanguage: (language: LanguageId) => void;
  inputs: string[];
  onInputs: (inputs: string[]) => void;
}) {
  const { userId, work } = useProblemWork(problemId);
  const opened = useRef(false);
  // The language the account holds: sent again only when the learner changes it.
  const sentLanguage = useRef<LanguageId | null>(null);
  useEffect(() => {
    if (!work || opened.current) return;
    opened.current = true;
    sentLanguage.current = work.lastLanguage;
    if (work.lastLanguage && work.lastLanguage !== language) onLanguage(work.lastLanguage);
    const merged = [...new Set([...inputs, ...work.customCases])].slice(0, SAVED_CUSTOM_CASES_MAX);
    if (merged.length !== inputs.length) onInputs(merged);
  }, [inputs, language, onInputs, onLanguage, work]);

  // After opening, this page's language and inputs are the latest.
  useEffect(() => {
    if (!userId || !opened.current || sentLanguage.current === language) return;
    sentLanguage.current = language;
    void saveProblemState(problemId, { lastLanguage: language }).then(
      () => userId && forgetUnsentLanguage(userId, problemId),
      () => userId && rememberUnsentLanguage(userId, problemId, language),
    );
  }, [language, problemId, userId, work]);
  const sentInputs = JSON.stringify(inputs);
  useEffect(() => {
    if (!userId || !opened.current) return;
    const timer = setTimeout(() => {
      const customCases = JSON.parse(sentInputs) as string[];
      void saveProblemState(problemId, { customCases }).catch(() => undefined);
    }, saveDelayMs);
    return () => clearTimeout(timer);
  }, [problemId, sentInputs, userId]);
}
