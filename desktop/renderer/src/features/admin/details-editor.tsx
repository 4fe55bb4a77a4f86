import {
  DIFFICULTIES,
  checkerIds,
  messages,
  type CheckerId,
  type ProblemAuthoring,
} from '@zencode/shared/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { FormAlert } from '@/features/auth/index.ts';
import { useFormAction } from '@/lib/use-form-action.ts';
import { adminApi } from './admin-api.ts';
import { ChoiceField } from './choice-field.tsx';
import { type DetailsForm, detailsFormOf, detailsUpdate } from './details-form.ts';
import { ExamplesEditor } from './examples-editor.tsx';
import { failureDetail } from './failure-detail.ts';

const checkerLabels: Record<CheckerId, string> = {
  exact: 'Exact (after trimming)',
  float: 'Floating point, with tolerance',
  'any-order': 'Any order',
  'any-order-nested': 'Any order, nested lists too',
  'prerequisite-order': 'An order that keeps every prerequisite (Course Schedule II)',
  'alien-order': 'An alphabet that sorts the words (Alien Dictionary)',
};

/** Everything learners read and the judge's limits: statement, examples, constraints, tags. */
export function DetailsEditor({
  authoring,
  onSaved,
}: {
  authoring: ProblemAuthoring;
  onSaved: () => Promise<void>;
}) {
  const [form, setForm] = useState<DetailsForm>(() => detailsFormOf(authoring));
  const { pending: saving, outcome, run } = useFormAction();
  const set =
    <K extends keyof DetailsForm>(field: K) =>
    (value: DetailsForm[K]) =>
      setForm((current) => ({ ...current, [field]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    await run(
      async () => {
        await adminApi.updateProblem(authoring.problem._id, detailsUpdate(form));
        await onSaved();
        return 'Details saved.';
      },
      (failure) => failureDetail(messages.updateProblemFailed, failure),
    );
  }

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
        <ChoiceField
          id="details-checker"
          label="Checker"
          value={form.checker}
          options={checkerIds}
          labelOf={(checker) => checkerLabels[checker]}
          onChange={set('checker')}
        />
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
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="details-time" label="Time limit per case (ms)">
          <Input
            id="details-time"
            type="number"
            min={100}
            max={20000}
            step={100}
            value={form.timeMs}
            onChange={(e) => set('timeMs')(e.target.value)}
          />
        </FormField>
        <FormField id="details-memory" label="Memory limit (MB)">
          <Input
            id="details-memory"
            type="number"
            min={16}
            max={2048}
            value={form.memoryMb}
            onChange={(e) => set('memoryMb')(e.target.value)}
          />
        </FormField>
      </div>
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
