import type { EditorSettings } from '@zencode/shared/contract';
import type * as Monaco from 'monaco-editor';
import type { RefObject } from 'react';
import { detectIndentation, type Indentation } from './detect-indentation.ts';

/** The keys an editor shortcut can bind; each is registered with Monaco once, on mount. */
export const shortcutKeys = ['mod+quote', 'mod+enter', 'mod+s'] as const;
export type ShortcutKeys = (typeof shortcutKeys)[number];

export interface CursorPosition {
  line: number;
  column: number;
}

/** The editor's latest callbacks and settings, read by the handlers registered once on mount. */
export interface EditorCallbacks {
  onCursorChange?: (position: CursorPosition) => void;
  shortcuts: { keys: ShortcutKeys; run: () => void }[];
  onIndentationChange?: (indentation: Indentation) => void;
  settings: EditorSettings;
}

function keybinding(monaco: typeof Monaco, keys: ShortcutKeys): number {
  const { KeyMod, KeyCode } = monaco;
  if (keys === 'mod+enter') return KeyMod.CtrlCmd | KeyCode.Enter;
  if (keys === 'mod+quote') return KeyMod.CtrlCmd | KeyCode.Quote;
  return KeyMod.CtrlCmd | KeyCode.KeyS;
}

/**
 * On mount: reports the cursor (and again for another file), detects each new file's indentation
 * (a paste that replaced everything is a new file) and registers the shortcut keys.
 */
export function wireEditor(
  editor: Monaco.editor.IStandaloneCodeEditor,
  monaco: typeof Monaco,
  latest: RefObject<EditorCallbacks>,
): void {
  const reportCursor = () => {
    const position = editor.getPosition();
    if (position)
      latest.current.onCursorChange?.({ line: position.lineNumber, column: position.column });
  };
  const detect = () =>
    detectIndentation(editor, latest.current.settings.tabSize, latest.current.onIndentationChange);
  reportCursor();
  editor.onDidChangeCursorPosition(reportCursor);
  // Another file (language or problem) has its own cursor: the readout follows it at once.
  editor.onDidChangeModel(() => {
    reportCursor();
    detect();
  });
  detect();
  // A paste that replaced everything is a new file: its own indentation (or the default) applies.
  editor.onDidPaste((event) => {
    const model = editor.getModel();
    if (model && event.range.equalsRange(model.getFullModelRange())) detect();
  });
  for (const keys of shortcutKeys) {
    editor.addCommand(keybinding(monaco, keys), () => {
      latest.current.shortcuts.find((shortcut) => shortcut.keys === keys)?.run();
    });
  }
}
