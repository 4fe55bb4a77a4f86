import { messages } from '@zencode/shared/contract';
import { useState, type FormEvent } from 'react';
import type { OfflineApi, ToolchainView } from '../../../../preload/offline-api.ts';

/**
 * A toolchain's path field: the path being typed (back to the one in use whenever that changes),
 * what choosing or resetting it said, and whether the app is still checking it.
 */
export function useToolchainPath(
  toolchain: ToolchainView,
  offline: OfflineApi,
  onChanged: () => void,
) {
  const [draft, setDraft] = useState(toolchain.path);
  // The path in use changed (kept or reset): the field shows it.
  const [shownPath, setShownPath] = useState(toolchain.path);
  if (shownPath !== toolchain.path) {
    setShownPath(toolchain.path);
    setDraft(toolchain.path);
  }
  const [note, setNote] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
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

  return { draft, setDraft, note, busy, choose, submit };
}
