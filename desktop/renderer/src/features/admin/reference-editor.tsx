import {
  languageIds,
  messages,
  problemPageLanguages,
  type LanguageId,
  type ProblemAuthoring,
} from '@zencode/shared/contract';
import { useState } from 'react';
import { languageLabel } from '@zencode/shared/rules';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { FormAlert } from '@/features/auth/index.ts';
import { useFormAction } from '@/lib/use-form-action.ts';
import { adminApi } from './admin-api.ts';
import { failureReason } from './failure-detail.ts';
import { ChoiceField } from './choice-field.tsx';

/**
 * The reference solution per language: Validate runs every saved one on every case. A language
 * without one starts from the problem's starter code.
 */
export function ReferenceEditor({
  authoring,
  onSaved,
}: {
  authoring: ProblemAuthoring;
  onSaved: (fresh: ProblemAuthoring) => Promise<void>;
}) {
  const saved = authoring.referenceSolution;
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

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ChoiceField
          id="reference-language"
          label="Reference solution"
          value={language}
          options={problemPageLanguages(authoring.details.signature)}
          labelOf={(id) => `${languageLabel(id)}${saved[id] ? ' · saved' : ''}`}
          onChange={setLanguage}
          className="w-48"
        />
        <div className="flex gap-2">
          {saved[language] && (
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() =>
                void run(
                  () => adminApi.removeReference(authoring.problem._id, language),
                  'Reference removed.',
                )
              }
            >
              Remove
            </Button>
          )}
          <Button
            disabled={busy || !code.trim()}
            onClick={() =>
              void run(
                () => adminApi.saveReference(authoring.problem._id, language, code),
                'Reference saved.',
              )
            }
          >
            {busy ? messages.saving : 'Save reference'}
          </Button>
        </div>
      </div>
      <Textarea
        aria-label="Reference code"
        value={code}
        onChange={(event) => setDrafts((all) => ({ ...all, [language]: event.target.value }))}
        className="min-h-72 text-xs leading-relaxed"
        spellCheck={false}
      />
      <FormAlert tone={outcome?.tone}>{outcome?.text}</FormAlert>
    </div>
  );
}
