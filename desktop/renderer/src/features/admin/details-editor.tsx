import {
  DIFFICULTIES,
  checkerIds,
  messages,
  type CheckerId,
  type Difficulty,
  type Example,
  type ProblemAuthoring,
} from '@zencode/shared/contract';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { FormAlert } from '@/features/auth/index.ts';
import { adminApi } from './admin-api.ts';
import { failureDetail } from './failure-detail.ts';

const checkerLabels: Record<CheckerId, string> = {
  exact: 'Exact (after trimming)',
  float: 'Floating point, with tolerance',
  'any-order': 'Any order',
  'any-order-nested': 'Any order, nested lists too',
};

function ChoiceField<T extends string>(props: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  labels?: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Select value={props.value} onValueChange={(value) => props.onChange(value as T)}>
        <SelectTrigger id={props.id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {props.options.map((option) => (
            <SelectItem key={option} value={option}>
              {props.labels?.[option] ?? option}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** Everything learners read and the judge's limits: statement, examples, constraints, tags. */
export function DetailsEditor({
  authoring,
  onSaved,
}: {
  authoring: ProblemAuthoring;
  onSaved: () => Promise<void>;
}) {
  const { problem, details } = authoring;
  const [name, setName] = useState(problem.name);
  const [statement, setStatement] = useState(problem.statement);
  const [difficulty, setDifficulty] = useState<Difficulty>(problem.difficulty);
  const [tags, setTags] = useState(problem.tags.join(', '));
  const [constraints, setConstraints] = useState(details.constraints.join('\n'));
  const [examples, setExamples] = useState<Example[]>(details.examples);
  const [checker, setChecker] = useState<CheckerId>(details.checker);
  const [timeMs, setTimeMs] = useState(String(details.limits.timeMs));
  const [memoryMb, setMemoryMb] = useState(String(details.limits.memoryMb));
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const setExample = (index: number, patch: Partial<Example>) =>
    setExamples((all) =>
      all.map((example, at) => (at === index ? { ...example, ...patch } : example)),
    );

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setStatus(null);
    try {
      await adminApi.updateProblem(problem._id, {
        name,
        statement,
        difficulty,
        tags: tags
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
        constraints: constraints
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        examples: examples.map((example) => ({
          input: example.input,
          output: example.output,
          ...(example.explanation?.trim() ? { explanation: example.explanation } : {}),
        })),
        checker,
        limits: { timeMs: Number(timeMs), memoryMb: Number(memoryMb) },
      });
      await onSaved();
      setStatus({ tone: 'success', text: 'Details saved.' });
    } catch (failure) {
      setStatus({ tone: 'error', text: failureDetail(messages.updateProblemFailed, failure) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <div className="grid gap-2">
          <Label htmlFor="details-name">Name</Label>
          <Input
            id="details-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
          />
        </div>
        <ChoiceField
          id="details-difficulty"
          label="Difficulty"
          value={difficulty}
          options={DIFFICULTIES}
          onChange={setDifficulty}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="details-statement">Statement (Markdown)</Label>
        <Textarea
          id="details-statement"
          value={statement}
          onChange={(e) => setStatement(e.target.value)}
          className="min-h-48 font-sans leading-relaxed"
          required
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="details-tags">Tags (comma-separated)</Label>
          <Input
            id="details-tags"
            value={tags}
            onChange={(e) => setTags(e.target.value)}
            placeholder="Array, Hash Table"
          />
        </div>
        <ChoiceField
          id="details-checker"
          label="Checker"
          value={checker}
          options={checkerIds}
          labels={checkerLabels}
          onChange={setChecker}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="details-constraints">Constraints (one per line)</Label>
        <Textarea
          id="details-constraints"
          value={constraints}
          onChange={(e) => setConstraints(e.target.value)}
          className="min-h-24"
          placeholder="1 <= nums.length <= 10^4"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="details-time">Time limit per case (ms)</Label>
          <Input
            id="details-time"
            type="number"
            min={100}
            max={20000}
            step={100}
            value={timeMs}
            onChange={(e) => setTimeMs(e.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="details-memory">Memory limit (MB)</Label>
          <Input
            id="details-memory"
            type="number"
            min={16}
            max={2048}
            value={memoryMb}
            onChange={(e) => setMemoryMb(e.target.value)}
          />
        </div>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Examples</legend>
        {examples.length === 0 && <p className="text-sm text-muted-foreground">No examples yet.</p>}
        {examples.map((example, index) => (
          <div key={index} className="grid gap-3 rounded-lg border bg-muted/30 p-4">
            <div className="flex items-center justify-between">
              <span className="text-sm font-medium">Example {index + 1}</span>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Remove example ${index + 1}`}
                onClick={() => setExamples((all) => all.filter((_, at) => at !== index))}
              >
                <Trash2Icon />
              </Button>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <Input
                aria-label={`Example ${index + 1} input`}
                placeholder="Input: nums = [2,7], target = 9"
                value={example.input}
                onChange={(e) => setExample(index, { input: e.target.value })}
                className="font-mono"
              />
              <Input
                aria-label={`Example ${index + 1} output`}
                placeholder="Output: [0,1]"
                value={example.output}
                onChange={(e) => setExample(index, { output: e.target.value })}
                className="font-mono"
              />
            </div>
            <Input
              aria-label={`Example ${index + 1} explanation`}
              placeholder="Explanation (optional)"
              value={example.explanation ?? ''}
              onChange={(e) => setExample(index, { explanation: e.target.value })}
            />
          </div>
        ))}
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => setExamples((all) => [...all, { input: '', output: '' }])}
        >
          <PlusIcon />
          Add example
        </Button>
      </fieldset>
      {status && <FormAlert tone={status.tone}>{status.text}</FormAlert>}
      <div className="flex justify-end">
        <Button type="submit" disabled={saving}>
          {saving ? messages.saving : 'Save details'}
        </Button>
      </div>
    </form>
  );
}
