import { DIFFICULTIES, messages, type ProblemAuthoring } from '@zencode/shared/contract';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { FormAlert } from '@/features/auth/index.ts';
import { CheckerField } from './checker-field.tsx';
import { ChoiceField } from './choice-field.tsx';
import { ExamplesEditor } from './examples-editor.tsx';
import { LimitsFields } from './limits-fields.tsx';
import { useDetailsForm } from './use-details-form.ts';

/** Everything learners read and the judge's limits: statement, examples, constraints, tags. */
export function DetailsEditor({
  authoring,
  onSaved,
}: {
  authoring: ProblemAuthoring;
  onSaved: () => Promise<void>;
}) {
  const { form, set, saving, outcome, save } = useDetailsForm(authoring, onSaved);

  return (
    <form onSubmit={(event) => void save(event)} className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField id="details-name" label="Name">
          <Input
            id="details-name"
            value={form.name}
            onChange={(e) => set('name')(e.target.value)}
            required
          />
        </FormField>
        <ChoiceField
          id="details-difficulty"
          label="Difficulty"
          value={form.difficulty}
          options={DIFFICULTIES}
          onChange={set('difficulty')}
        />
      </div>
      <FormField id="details-statement" label="Statement (Markdown)">
        <Textarea
          id="details-statement"
          value={form.statement}
          onChange={(e) => set('statement')(e.target.value)}
          className="min-h-48 font-sans leading-relaxed"
          required
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="details-tags" label="Tags (comma-separated)">
          <Input
            id="details-tags"
            value={form.tags}
            onChange={(e) => set('tags')(e.target.value)}
            placeholder="Array, Hash Table"
          />
        </FormField>
        <CheckerField value={form.checker} onChange={set('checker')} />
      </div>
      <FormField id="details-constraints" label="Constraints (one per line)">
        <Textarea
          id="details-constraints"
          value={form.constraints}
          onChange={(e) => set('constraints')(e.target.value)}
          className="min-h-24"
          placeholder="1 <= nums.length <= 10^4"
        />
      </FormField>
      <LimitsFields form={form} set={set} />
      <ExamplesEditor examples={form.examples} onChange={set('examples')} />
      <FormAlert tone={outcome?.tone}>{outcome?.text}</FormAlert>
      <div className="flex justify-end">
        <Button type="submit" disabled={saving}>
          {saving ? messages.saving : 'Save details'}
        </Button>
      </div>
    </form>
  );
}
