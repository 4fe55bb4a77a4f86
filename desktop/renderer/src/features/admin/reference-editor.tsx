import { messages, problemPageLanguages, type ProblemAuthoring } from '@zencode/shared/contract';
import { languageLabel } from '@zencode/shared/rules';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { FormAlert } from '@/features/auth/index.ts';
import { ChoiceField } from './choice-field.tsx';
import { useReferenceEditor } from './use-reference-editor.ts';

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
  const editor = useReferenceEditor(authoring, onSaved);
  const { saved, language, busy } = editor;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ChoiceField
          id="reference-language"
          label="Reference solution"
          value={language}
          options={problemPageLanguages(authoring.details.signature)}
          labelOf={(id) => `${languageLabel(id)}${saved[id] ? ' · saved' : ''}`}
          onChange={editor.setLanguage}
          className="w-48"
        />
        <div className="flex gap-2">
          {saved[language] && (
            <Button variant="ghost" disabled={busy} onClick={() => void editor.remove()}>
              Remove
            </Button>
          )}
          <Button disabled={busy || !editor.code.trim()} onClick={() => void editor.save()}>
            {busy ? messages.saving : 'Save reference'}
          </Button>
        </div>
      </div>
      <Textarea
        aria-label="Reference code"
        value={editor.code}
        onChange={(event) => editor.setCode(event.target.value)}
        className="min-h-72 text-xs leading-relaxed"
        spellCheck={false}
      />
      <FormAlert tone={editor.outcome?.tone}>{editor.outcome?.text}</FormAlert>
    </div>
  );
}
