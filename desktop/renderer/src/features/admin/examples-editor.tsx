import type { Example } from '@zencode/shared/contract';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';

/** The problem's worked examples: input, output and an optional explanation each; add, remove. */
export function ExamplesEditor({
  examples,
  onChange,
}: {
  examples: Example[];
  onChange: (examples: Example[]) => void;
}) {
  const setExample = (index: number, patch: Partial<Example>) =>
    onChange(examples.map((example, at) => (at === index ? { ...example, ...patch } : example)));
  return (
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
              onClick={() => onChange(examples.filter((_, at) => at !== index))}
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
        onClick={() => onChange([...examples, { input: '', output: '' }])}
      >
        <PlusIcon />
        Add example
      </Button>
    </fieldset>
  );
}
