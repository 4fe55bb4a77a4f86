import type { EditorKeyBindings } from '@zencode/shared/contract';
import type * as Monaco from 'monaco-editor';

/**
 * Turns on Vim keys in `editor` (Monaco's own need nothing) and returns how to turn them
 * off. The packages load only when chosen; Vim writes its mode line into `statusNode`.
 */
export async function applyKeyBindings(
  editor: Monaco.editor.IStandaloneCodeEditor,
  keyBindings: EditorKeyBindings,
  statusNode: HTMLElement | null,
): Promise<() => void> {
  if (keyBindings === 'vim') {
    const { initVimMode } = await import('monaco-vim');
    const vim = initVimMode(editor, statusNode);
    return () => vim.dispose();
  }
  return () => undefined;
}
