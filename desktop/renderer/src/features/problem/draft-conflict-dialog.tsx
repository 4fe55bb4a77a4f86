import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { messages } from '@zencode/shared/contract';
import type { DraftConflict } from './use-synced-draft.ts';

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

/** Both versions of a draft changed in two places, side by side; the learner keeps one. */
export function DraftConflictDialog({
  conflict,
  onResolve,
}: {
  conflict: DraftConflict | null;
  onResolve: (keep: 'mine' | 'theirs') => void;
}) {
  return (
    <Dialog open={conflict !== null}>
      <DialogContent className="max-w-4xl" showCloseButton={false}>
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
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => onResolve('theirs')}>
            Use the saved version
          </Button>
          <Button onClick={() => onResolve('mine')}>Keep this window&apos;s version</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
