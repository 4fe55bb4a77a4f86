import { messages } from '@zencode/shared/contract';
import { checkBulkUpload } from '@zencode/shared/rules';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { FormAlert } from '@/features/auth/index.ts';
import { adminApi } from './admin-api.ts';
import { failureDetail } from './failure-detail.ts';
import { useReloadProblems } from './use-admin-problems.ts';

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
function BulkUploadForm({
  onClose,
  onBusyChange,
}: {
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reload = useReloadProblems();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const check = checkBulkUpload(text);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setError(null);
    setUploading(true);
    onBusyChange(true);
    try {
      await adminApi.uploadProblems(check.problems);
      setDone(messages.problemsUploaded);
      setText('');
      await reload();
    } catch (failure) {
      setError(failureDetail(messages.uploadProblemsFailed, failure));
    } finally {
      setUploading(false);
      onBusyChange(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>Upload Multiple Problems</DialogTitle>
        <DialogDescription>
          Paste a JSON array of problems. Each takes name, statement, code and difficulty, and
          optionally testcases with input and output. An export from the dashboard imports as is.
          Uploaded problems start as drafts.
        </DialogDescription>
      </DialogHeader>
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

/**
 * Upload Multiple: a JSON array of problems, checked with the spec's rules before it is sent
 * ('Invalid JSON: ...'); the server checks the rest. Success is reported and the lists reload.
 */
export function BulkUploadDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [uploading, setUploading] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !uploading && onOpenChange(next)}>
      <DialogContent className="sm:max-w-2xl">
        <BulkUploadForm onClose={() => onOpenChange(false)} onBusyChange={setUploading} />
      </DialogContent>
    </Dialog>
  );
}
