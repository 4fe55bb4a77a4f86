import Editor, { type OnMount } from '@monaco-editor/react';
import type { Diagnostic } from '@zencode/shared/contract';
import type * as Monaco from 'monaco-editor';
import { useEffect, useRef, useState } from 'react';
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
  /** Compiler errors and warnings to mark in the code (Monaco markers), lines from 1. */
  markers?: Diagnostic[];
}

const noMarkers: Diagnostic[] = [];

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
  markers = noMarkers,
}: CodeEditorProps) {
  const { theme } = useTheme();
  const [mounted, setMounted] = useState<{
    editor: Monaco.editor.IStandaloneCodeEditor;
    monaco: typeof Monaco;
  } | null>(null);
  // Monaco's commands are registered once; they call the latest callbacks through these refs.
  const latest = useRef({ onCursorChange, shortcuts });
  useEffect(() => {
    latest.current = { onCursorChange, shortcuts };
  });

  const handleMount: OnMount = (editor, monaco) => {
    setMounted({ editor, monaco });
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

  // The markers belong to the model on show (each path has its own); set again when either changes.
  useEffect(() => {
    const model = mounted?.editor.getModel();
    if (!mounted || !model) return;
    const { MarkerSeverity } = mounted.monaco;
    mounted.monaco.editor.setModelMarkers(
      model,
      'zencode',
      markers.map((marker) => {
        const line = Math.min(marker.line, model.getLineCount());
        const column = marker.column ?? model.getLineFirstNonWhitespaceColumn(line) ?? 1;
        return {
          startLineNumber: line,
          startColumn: Math.max(column, 1),
          endLineNumber: line,
          endColumn: model.getLineMaxColumn(line),
          message: marker.message,
          severity: marker.severity === 'error' ? MarkerSeverity.Error : MarkerSeverity.Warning,
        };
      }),
    );
  }, [mounted, markers, path]);

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
