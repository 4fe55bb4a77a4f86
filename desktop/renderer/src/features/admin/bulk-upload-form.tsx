import { Button } from '@/components/ui/button.tsx';
import { DialogFooter } from '@/components/ui/dialog.tsx';
import { DialogHeading } from '@/components/ui/dialog-heading.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { FormAlert } from '@/features/auth/index.ts';
import { useBulkUpload } from './use-bulk-upload.ts';

const example = `[
  {
    "name": "Sum of Two",
    "statement": "Read two integers and print their sum.",
    "code": "#include <iostream>\\nint main() {}",
    "difficulty": "Easy",
    "testcases": [{ "input": "1 2", "output": "3", "isPublic": true }]
  }
]`;

/** The form inside the dialog; mounted on every open, so old messages are gone. */
export function BulkUploadForm({
  onClose,
  onBusyChange,
}: {
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { text, setText, uploading, error, done, submit } = useBulkUpload(onBusyChange);

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-5">
      <DialogHeading title="Upload Multiple Problems">
        Paste a JSON array of problems. Each takes name, statement, code and difficulty, and
        optionally testcases with input and output. An export from the dashboard imports as is.
        Uploaded problems start as drafts.
      </DialogHeading>
      <FormField id="bulk-json" label="Problems (JSON array)">
        <Textarea
          id="bulk-json"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={example}
          className="min-h-72 text-xs leading-relaxed"
          spellCheck={false}
        />
      </FormField>
      <FormAlert>{error}</FormAlert>
      <FormAlert tone="success">{done}</FormAlert>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={uploading}>
          {done ? 'Done' : 'Cancel'}
        </Button>
        <Button type="submit" disabled={uploading || text.trim() === ''}>
          {uploading ? 'Uploading...' : 'Upload'}
        </Button>
      </DialogFooter>
    </form>
  );
}
