import { languageIds, type LanguageId, type ProblemAuthoring } from '@zencode/shared/contract';
import { useState } from 'react';
import { useFormAction } from '@/lib/use-form-action.ts';
import { adminApi } from './admin-api.ts';
import { failureReason } from './failure-detail.ts';

/**
 * The reference editor's language (the first with a saved reference), the code shown (an
 * unsaved edit, else the saved reference, else the starter code), and Save and Remove.
 */
export function useReferenceEditor(
  authoring: ProblemAuthoring,
  onSaved: (fresh: ProblemAuthoring) => Promise<void>,
) {
  const saved = authoring.referenceSolution;
  const problemId = authoring.problem._id;
  const [language, setLanguage] = useState<LanguageId>(
    languageIds.find((id) => saved[id]) ?? 'python',
  );
  const [drafts, setDrafts] = useState<Partial<Record<LanguageId, string>>>({});
  const { pending: busy, outcome, run: runAction } = useFormAction();
  const code = drafts[language] ?? saved[language] ?? authoring.details.boilerplate[language] ?? '';

  async function run(action: () => Promise<ProblemAuthoring>, done: string) {
    await runAction(async () => {
      const fresh = await action();
      setDrafts((all) => ({ ...all, [language]: undefined }));
      await onSaved(fresh);
      return done;
    }, failureReason);
  }

  return {
    saved,
    language,
    setLanguage,
    code,
    setCode: (text: string) => setDrafts((all) => ({ ...all, [language]: text })),
    busy,
    outcome,
    save: () => run(() => adminApi.saveReference(problemId, language, code), 'Reference saved.'),
    remove: () => run(() => adminApi.removeReference(problemId, language), 'Reference removed.'),
  };
}
