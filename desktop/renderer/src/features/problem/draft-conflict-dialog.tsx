import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { messages } from '@zencode/shared/contract';
import { useRef, useState } from 'react';
import type { ConflictChoice, DraftConflict } from './use-synced-draft.ts';

function Version({ title, code, testId }: { title: string; code: string; testId: string }) {
  return (
    <section className="flex min-w-0 flex-col gap-1.5" aria-label={title}>
      <h3 className="text-sm font-medium">{title}</h3>
      <pre
        data-testid={testId}
        className="max-h-72 min-h-24 overflow-auto rounded-md border bg-muted/40 p-3 font-mono text-xs"
      >
        {code}
      </pre>
    </section>
  );
}

/**
 * Both versions of a draft changed in two places, side by side: the learner keeps one, or keeps
 * this window's as the draft and the saved one as a named copy.
 */
export function DraftConflictDialog({
  conflict,
  onResolve,
  error,
}: {
  conflict: DraftConflict | null;
  onResolve: (choice: ConflictChoice) => Promise<void>;
  /** Why keeping both failed (the dialog stays, nothing was decided). */
  error: string | null;
}) {
  const [busy, setBusy] = useState(false);
  // The choice that loses nothing has the focus, so an Enter pressed in passing keeps both.
  const keepBoth = useRef<HTMLButtonElement>(null);
  const choose = (choice: ConflictChoice) => {
    setBusy(true);
    void onResolve(choice).finally(() => setBusy(false));
  };
  return (
    <Dialog open={conflict !== null}>
      <DialogContent
        className="max-h-[90dvh] max-w-4xl overflow-y-auto"
        showCloseButton={false}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          keepBoth.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Two versions of this draft</DialogTitle>
          <DialogDescription>{messages.draftConflict}</DialogDescription>
        </DialogHeader>
        {conflict && (
          <div className="grid gap-4 md:grid-cols-2">
            <Version title="In this window" code={conflict.mine} testId="draft-mine" />
            <Version
              title={`Saved elsewhere, ${new Date(conflict.theirs.updatedAt).toLocaleString()}`}
              code={conflict.theirs.code}
              testId="draft-theirs"
            />
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          <Button variant="outline" disabled={busy} onClick={() => choose('theirs')}>
            Use the saved version
          </Button>
          <Button ref={keepBoth} variant="outline" disabled={busy} onClick={() => choose('both')}>
            Keep both
          </Button>
          <Button disabled={busy} onClick={() => choose('mine')}>
            Keep this window&apos;s version
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">
          Keep both: this window&apos;s version stays in the editor and the saved one is kept as a
          named copy (Copies, above the editor).
        </p>
      </DialogContent>
    </Dialog>
  );
}
