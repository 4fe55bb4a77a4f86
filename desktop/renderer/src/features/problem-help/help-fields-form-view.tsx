import { patternIds, patternNames, type PatternId } from '@zencode/shared/contract';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { OptionSelect } from '@/components/ui/option-select.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { FormAlert } from '@/features/auth/index.ts';
import { type HelpFieldsForm, editorialTemplate } from './help-fields-form.ts';
import { HelpHintsFieldset } from './help-hints-fieldset.tsx';
import { useHelpFieldsForm } from './use-help-fields-form.ts';

const patternChoices = ['none', ...patternIds] as const;

/** The Help tab's fields: pattern, hints, similar problems and editorial, and Save help. */
export function HelpFieldsFormView({
  problemId,
  initial,
}: {
  problemId: string;
  initial: HelpFieldsForm;
}) {
  const { form, set, save, pending, outcome } = useHelpFieldsForm(problemId, initial);
  return (
    <form onSubmit={(event) => void save(event)} className="grid gap-6">
      <FormField id="help-pattern" label="Pattern">
        <OptionSelect
          id="help-pattern"
          value={form.pattern}
          options={patternChoices}
          labelOf={(choice) => (choice === 'none' ? 'None' : patternNames[choice as PatternId])}
          onChange={(choice) => set('pattern', choice)}
        />
      </FormField>
      <HelpHintsFieldset hints={form.hints} onChange={(hints) => set('hints', hints)} />
      <FormField id="help-similar" label="Similar problems (ids, comma-separated, at most 4)">
        <Input
          id="help-similar"
          value={form.similar}
          onChange={(e) => set('similar', e.target.value)}
          placeholder="two-sum, 3sum"
        />
      </FormField>
      <FormField
        id="help-editorial"
        label="Editorial (Markdown: ## Approach 1: …, ## Approach 2: …, each with a code marker, Idea, Why it works, Steps, Time and Space; then ## Pitfalls and ## Worked example. The older ## Idea, ## Approach, ## Complexity is accepted too)"
      >
        <Textarea
          id="help-editorial"
          value={form.editorial}
          onChange={(e) => set('editorial', e.target.value)}
          placeholder={editorialTemplate}
          className="min-h-64 font-mono text-xs leading-relaxed"
        />
      </FormField>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <div>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          Save help
        </Button>
      </div>
    </form>
  );
}
