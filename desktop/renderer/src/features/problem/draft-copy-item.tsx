import type { DraftCopy } from '@zencode/shared/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';

/** One named copy: its code, Open in the editor, and Delete after a confirmation. */
export function DraftCopyItem({
  copy,
  onOpen,
  onDelete,
}: {
  copy: DraftCopy;
  onOpen: () => Promise<void>;
  onDelete: () => Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const act = (action: () => Promise<void>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  return (
    <li className="flex flex-col gap-2 rounded-md border p-3" aria-label={copy.name}>
      <p className="text-sm font-medium break-words">{copy.name}</p>
      <pre className="max-h-40 overflow-auto rounded-md bg-muted/40 p-2 font-mono text-xs">
        {copy.code}
      </pre>
      <div className="flex flex-wrap justify-end gap-2">
        {confirming ? (
          <>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => setConfirming(false)}
            >
              Cancel
            </Button>
            <Button size="sm" variant="destructive" disabled={busy} onClick={() => act(onDelete)}>
              Delete this copy
            </Button>
          </>
        ) : (
          <>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirming(true)}>
              Delete
            </Button>
            <Button size="sm" disabled={busy} onClick={() => act(onOpen)}>
              Open in the editor
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
