import { messages } from '@zencode/shared/contract';
import { useState, type FormEvent } from 'react';
import type { OfflineApi, ToolchainView } from '../../../../preload/offline-api.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';

/**
 * One language's toolchain in Settings › Desktop: what was found (or not), the program local
 * runs use, and a path the learner can choose instead (checked by the app before it is kept).
 */
export function ToolchainPathField({
  toolchain,
  offline,
  onChanged,
}: {
  toolchain: ToolchainView;
  offline: OfflineApi;
  onChanged: () => void;
}) {
  const [draft, setDraft] = useState(toolchain.path);
  // The path in use changed (kept or reset): the field shows it.
  const [shownPath, setShownPath] = useState(toolchain.path);
  if (shownPath !== toolchain.path) {
    setShownPath(toolchain.path);
    setDraft(toolchain.path);
  }
  const [note, setNote] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = `toolchain-${toolchain.id}`;
  const noteId = `${inputId}-note`;

  async function choose(path: string | null) {
    setBusy(true);
    // A call the main process refused or could not answer changed nothing: the field says so
    // and stays usable.
    const { error } = await offline
      .setToolchainPath(toolchain.id, path)
      .catch(() => ({ error: messages.toolchainPathNotChecked }))
      .finally(() => setBusy(false));
    if (error) return setNote({ error: true, text: error });
    setNote({
      error: false,
      text: path ? messages.toolchainPathSaved : messages.toolchainPathReset,
    });
    onChanged();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void choose(draft.trim());
  }

  return (
    <li className="grid gap-1" data-testid={`toolchain-${toolchain.id}`}>
      <div className="flex justify-between gap-3">
        <label htmlFor={inputId}>{toolchain.label}</label>
        {toolchain.available && <span className="text-easy">{toolchain.version}</span>}
      </div>
      {!toolchain.available && (
        <p className="text-muted-foreground">{messages.toolchainNotFound}</p>
      )}
      <form className="flex flex-wrap gap-2" onSubmit={submit}>
        <Input
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          spellCheck={false}
          className="min-w-0 flex-1 font-mono text-xs"
          aria-invalid={note?.error ?? false}
          aria-describedby={note ? noteId : undefined}
        />
        <Button
          type="submit"
          variant="outline"
          disabled={busy || draft.trim() === '' || draft.trim() === toolchain.path}
        >
          Use
        </Button>
        {toolchain.chosen && (
          <Button type="button" variant="ghost" disabled={busy} onClick={() => void choose(null)}>
            Reset
          </Button>
        )}
      </form>
      {note && (
        <p
          id={noteId}
          role="status"
          className={note.error ? 'text-destructive' : 'text-muted-foreground'}
        >
          {note.text}
        </p>
      )}
    </li>
  );
}
