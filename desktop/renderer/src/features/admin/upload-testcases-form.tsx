import type { TestcaseInput } from '@zencode/shared/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { readCases } from './read-cases.ts';

/**
 * Many cases at once as JSON, added or replacing all; text that does not read as cases goes to
 * `onInvalid` and nothing is sent. Cleared once `onUpload` succeeds.
 */
export function UploadTestcasesForm({
  busy,
  onUpload,
  onInvalid,
}: {
  busy: boolean;
  onUpload: (testcases: TestcaseInput[], replace: boolean) => Promise<boolean>;
  onInvalid: (message: string) => void;
}) {
  const [many, setMany] = useState('');
  const [replace, setReplace] = useState(false);
  return (
    <section className="grid gap-3 rounded-xl border p-4">
      <h3 className="text-sm font-medium">Upload many</h3>
      <Textarea
        aria-label="Test cases JSON"
        placeholder='[{ "input": "[1,2]\n3", "output": "[0,1]", "isPublic": true }]'
        value={many}
        onChange={(e) => setMany(e.target.value)}
        className="min-h-28 text-xs"
        spellCheck={false}
      />
      <div className="flex items-center justify-between gap-3">
        <Label className="font-normal">
          <Checkbox checked={replace} onCheckedChange={(value) => setReplace(value === true)} />
          Replace all existing cases
        </Label>
        <Button
          size="sm"
          variant="outline"
          disabled={busy || !many.trim()}
          onClick={() => {
            const read = readCases(many);
            if (typeof read === 'string') {
              onInvalid(read);
              return;
            }
            void onUpload(read, replace).then((ok) => ok && setMany(''));
          }}
        >
          Upload cases
        </Button>
      </div>
    </section>
  );
}
