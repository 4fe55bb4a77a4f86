import { messages, problemPageLanguages, type ProblemAuthoring } from '@zencode/shared/contract';
import { languageLabel } from '@zencode/shared/rules';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { FormAlert } from '@/features/auth/index.ts';
import { ChoiceField } from './choice-field.tsx';
import { useReferenceEditor } from './use-reference-editor.ts';

/**
 * The reference solution per language: Validate runs every saved one on every case. A language
 * without one starts from the problem's starter code. With none saved, no language is chosen
 * until the admin chooses one; code that looks written in another language says so.
 */
export function ReferenceEditor({
  authoring,
  onSaved,
}: {
  authoring: ProblemAuthoring;
  onSaved: (fresh: ProblemAuthoring) => Promise<void>;
}) {
  const editor = useReferenceEditor(authoring, onSaved);
  const { saved, language, busy, mismatch } = editor;
  const offered = problemPageLanguages(authoring.details.signature);
  const blocker =
    language === null
      ? 'Choose the language this reference is written in.'
      : !editor.code.trim()
        ? 'Write or paste the reference code.'
        : null;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ChoiceField
          id="reference-language"
          label="Reference solution"
          value={language}
          placeholder="Choose a language"
          options={offered}
          labelOf={(id) => `${languageLabel(id)}${saved[id] ? ' · saved' : ''}`}
          onChange={editor.setLanguage}
          className="w-48"
        />
        <div className="flex gap-2">
          {language !== null && saved[language] && (
            <Button variant="ghost" disabled={busy} onClick={() => void editor.remove()}>
              Remove
            </Button>
          )}
          <Button
            disabled={busy || blocker !== null}
            aria-describedby={blocker ? 'reference-blocker' : undefined}
            onClick={() => void editor.save()}
          >
            {busy ? messages.saving : 'Save reference'}
          </Button>
        </div>
      </div>
      {blocker && (
        <p id="reference-blocker" className="text-sm text-muted-foreground sm:text-right">
          {blocker}
        </p>
      )}
      {mismatch && (
        <div
          role="status"
          data-testid="reference-language-mismatch"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm"
        >
          <span>
            {language === null
              ? `This code looks like ${languageLabel(mismatch)}.`
              : `This code looks like ${languageLabel(mismatch)}, not ${languageLabel(language)}.`}
          </span>
          {offered.includes(mismatch) && (
            <Button size="sm" variant="outline" onClick={() => editor.fileUnder(mismatch)}>
              {`Use ${languageLabel(mismatch)}`}
            </Button>
          )}
        </div>
      )}
      <Textarea
        aria-label="Reference code"
        value={editor.code}
        onChange={(event) => editor.setCode(event.target.value)}
        placeholder={
          language === null ? 'Paste the reference solution, then choose its language.' : undefined
        }
        className="min-h-72 text-xs leading-relaxed"
        spellCheck={false}
      />
      <FormAlert tone={editor.outcome?.tone}>{editor.outcome?.text}</FormAlert>
    </div>
  );
}
