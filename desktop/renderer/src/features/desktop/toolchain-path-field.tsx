import { messages } from '@zencode/shared/contract';
import type { OfflineApi, ToolchainView } from '../../../../preload/offline-api.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useToolchainPath } from './use-toolchain-path.ts';

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
  const { draft, setDraft, note, busy, choose, submit } = useToolchainPath(
    toolchain,
    offline,
    onChanged,
  );
  const inputId = `toolchain-${toolchain.id}`;
  const noteId = `${inputId}-note`;

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
