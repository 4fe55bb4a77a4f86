import type { TestcaseInput } from '@zencode/shared/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';

/** Input, expected output and Public for one new case; cleared once `onAdd` succeeds. */
export function AddTestcaseForm({
  busy,
  onAdd,
}: {
  busy: boolean;
  onAdd: (testcase: TestcaseInput) => Promise<boolean>;
}) {
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  return (
    <section className="grid gap-3 rounded-xl border p-4">
      <h3 className="text-sm font-medium">Add a test case</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Textarea
          aria-label="New case input"
          placeholder={'Input, one value per parameter and line:\n[2,7,11,15]\n9'}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          className="min-h-24 text-xs"
          spellCheck={false}
        />
        <Textarea
          aria-label="New case output"
          placeholder={'Expected output:\n[0,1]'}
          value={output}
          onChange={(e) => setOutput(e.target.value)}
          className="min-h-24 text-xs"
          spellCheck={false}
        />
      </div>
      <div className="flex items-center justify-between gap-3">
        <Label className="font-normal">
          <Checkbox checked={isPublic} onCheckedChange={(value) => setIsPublic(value === true)} />
          Public (shown to learners)
        </Label>
        <Button
          size="sm"
          disabled={busy || !input.trim() || !output.trim()}
          onClick={() =>
            void onAdd({ input, output, isPublic }).then((ok) => {
              if (ok) {
                setInput('');
                setOutput('');
              }
            })
          }
        >
          Add Testcase
        </Button>
      </div>
    </section>
  );
}
