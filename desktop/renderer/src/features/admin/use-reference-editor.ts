import { languageIds, type LanguageId, type ProblemAuthoring } from '@zencode/shared/contract';
import { useState } from 'react';
import { useFormAction } from '@/lib/use-form-action.ts';
import { adminApi } from './admin-api.ts';
import { failureReason } from './failure-detail.ts';
import { readsAs } from './guess-code-language.ts';

/**
 * The reference editor's language (the first with a saved reference; none until the admin
 * chooses one when nothing is saved, so pasted code is never filed under a language nobody
 * picked), the code shown (an unsaved edit, else the saved reference, else the starter code),
 * the language the code looks written in, and Save and Remove.
 */
export function useReferenceEditor(
  authoring: ProblemAuthoring,
  onSaved: (fresh: ProblemAuthoring) => Promise<void>,
) {
  const saved = authoring.referenceSolution;
  const problemId = authoring.problem._id;
  const [language, setChosen] = useState<LanguageId | null>(
    languageIds.find((id) => saved[id]) ?? null,
  );
  const [drafts, setDrafts] = useState<Partial<Record<LanguageId, string>>>({});
  // Code typed or pasted before a language was chosen: it goes to the language chosen next.
  const [unfiled, setUnfiled] = useState('');
  const { pending: busy, outcome, run: runAction } = useFormAction();
  const code =
    language === null
      ? unfiled
      : (drafts[language] ?? saved[language] ?? authoring.details.boilerplate[language] ?? '');

  function setLanguage(next: LanguageId) {
    if (language === null && unfiled.trim()) {
      setDrafts((all) => ({ ...all, [next]: unfiled }));
      setUnfiled('');
    }
    setChosen(next);
  }

  // The code on screen moves to the language it is written in; the one it was under is as saved.
  function fileUnder(next: LanguageId) {
    if (language === null) return setLanguage(next);
    setDrafts((all) => ({ ...all, [language]: undefined, [next]: code }));
    setChosen(next);
  }

  async function run(chosen: LanguageId, action: () => Promise<ProblemAuthoring>, done: string) {
    await runAction(async () => {
      const fresh = await action();
      setDrafts((all) => ({ ...all, [chosen]: undefined }));
      await onSaved(fresh);
      return done;
    }, failureReason);
  }

  return {
    saved,
    language,
    setLanguage,
    fileUnder,
    code,
    setCode: (text: string) =>
      language === null ? setUnfiled(text) : setDrafts((all) => ({ ...all, [language]: text })),
    /** The language the code reads as, when one can tell and it is not the one chosen. */
    mismatch: readsAs(code, language),
    busy,
    outcome,
    save: () =>
      language !== null &&
      run(language, () => adminApi.saveReference(problemId, language, code), 'Reference saved.'),
    remove: () =>
      language !== null &&
      run(language, () => adminApi.removeReference(problemId, language), 'Reference removed.'),
  };
}
