import Editor, { type OnMount } from '@monaco-editor/react';
import type * as Monaco from 'monaco-editor';
import { useEffect, useRef } from 'react';
import { useTheme } from '@/features/theme/index.ts';
import { editorOptions } from './editor-options.ts';
import { editorThemeNames } from './editor-themes.ts';
import { setUpMonaco } from './monaco-setup.ts';

setUpMonaco();

/** The keys an editor shortcut can bind; each is registered with Monaco once, on mount. */
const shortcutKeys = ['mod+quote', 'mod+enter', 'mod+s'] as const;
type ShortcutKeys = (typeof shortcutKeys)[number];

export interface CursorPosition {
  line: number;
  column: number;
}

export interface CodeEditorProps {
  value: string;
  /** A Monaco language id: cpp, c, python, javascript, java. */
  language: string;
  onChange?: (value: string) => void;
  onCursorChange?: (position: CursorPosition) => void;
  /** Keyboard shortcuts inside the editor, e.g. Ctrl/Cmd+' to run. */
  shortcuts?: { keys: ShortcutKeys; run: () => void }[];
  readOnly?: boolean;
  /** Models are kept per path, so each file keeps its own undo history. */
  path?: string;
  ariaLabel?: string;
}

function keybinding(monaco: typeof Monaco, keys: ShortcutKeys): number {
  const { KeyMod, KeyCode } = monaco;
  if (keys === 'mod+enter') return KeyMod.CtrlCmd | KeyCode.Enter;
  if (keys === 'mod+quote') return KeyMod.CtrlCmd | KeyCode.Quote;
  return KeyMod.CtrlCmd | KeyCode.KeyS;
}

/** Monaco with the spec's settings and the app's theme. Loaded lazily through LazyCodeEditor. */
export default function CodeEditor({
  value,
  language,
  onChange,
  onCursorChange,
  shortcuts = [],
  readOnly = false,
  path,
  ariaLabel = 'Code editor',
}: CodeEditorProps) {
  const { theme } = useTheme();
  // Monaco's commands are registered once; they call the latest callbacks through these refs.
  const latest = useRef({ onCursorChange, shortcuts });
  useEffect(() => {
    latest.current = { onCursorChange, shortcuts };
  });

  const handleMount: OnMount = (editor, monaco) => {
    const position = editor.getPosition();
    if (position)
      latest.current.onCursorChange?.({ line: position.lineNumber, column: position.column });
    editor.onDidChangeCursorPosition((event) =>
      latest.current.onCursorChange?.({
        line: event.position.lineNumber,
        column: event.position.column,
      }),
    );
    for (const keys of shortcutKeys) {
      editor.addCommand(keybinding(monaco, keys), () => {
        latest.current.shortcuts.find((shortcut) => shortcut.keys === keys)?.run();
      });
    }
  };

  return (
    <Editor
      value={value}
      language={language}
      path={path}
      theme={editorThemeNames[theme]}
      options={{ ...editorOptions(readOnly), ariaLabel }}
      onChange={(next) => onChange?.(next ?? '')}
      onMount={handleMount}
      loading={null}
    />
  );
}
