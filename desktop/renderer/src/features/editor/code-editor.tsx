import Editor, { type OnMount } from '@monaco-editor/react';
import {
  type Diagnostic,
  type EditorSettings,
  type LanguageId,
  defaultEditorSettings,
  LANGUAGE_MONACO_IDS,
} from '@zencode/shared/contract';
import type * as Monaco from 'monaco-editor';
import { useEffect, useRef, useState } from 'react';
import { useTheme } from '@/features/theme/index.ts';
import { editorOptions } from './editor-options.ts';
import { editorThemeNames } from './editor-themes.ts';
import { applyKeyBindings } from './key-bindings.ts';
import { setUpMonaco } from './monaco-setup.ts';

setUpMonaco();

/** The keys an editor shortcut can bind; each is registered with Monaco once, on mount. */
const shortcutKeys = ['mod+quote', 'mod+enter', 'mod+s'] as const;
type ShortcutKeys = (typeof shortcutKeys)[number];

export interface CursorPosition {
  line: number;
  column: number;
}

/** How the shown file is indented: detected from its text, else the settings' tab size. */
export interface Indentation {
  insertSpaces: boolean;
  tabSize: number;
}

export interface CodeEditorProps {
  value: string;
  /** The file's language; Monaco is told its name for it. */
  language: LanguageId;
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
  /** The learner's editor settings (tab size, font size, word suggestions, key bindings). */
  settings?: EditorSettings;
  /** Called whenever the shown file's indentation is (re)detected, for the status bar. */
  onIndentationChange?: (indentation: Indentation) => void;
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
  settings = defaultEditorSettings,
  onIndentationChange,
}: CodeEditorProps) {
  const { theme } = useTheme();
  const [mounted, setMounted] = useState<{
    editor: Monaco.editor.IStandaloneCodeEditor;
    monaco: typeof Monaco;
  } | null>(null);
  // Monaco's commands are registered once; they call the latest callbacks through these refs.
  const latest = useRef({ onCursorChange, shortcuts, onIndentationChange, settings });
  useEffect(() => {
    latest.current = { onCursorChange, shortcuts, onIndentationChange, settings };
  });
  // The code this editor last reported: a `value` that differs came from outside (a reset, another
  // language, a past submission), so the new text's indentation is detected again.
  const emitted = useRef(value);

  const handleMount: OnMount = (editor, monaco) => {
    setMounted({ editor, monaco });
    const reportCursor = () => {
      const position = editor.getPosition();
      if (position)
        latest.current.onCursorChange?.({ line: position.lineNumber, column: position.column });
    };
    reportCursor();
    editor.onDidChangeCursorPosition(reportCursor);
    // Another file (language or problem) has its own cursor: the readout follows it at once.
    editor.onDidChangeModel(() => {
      reportCursor();
      detectIndentation(
        editor,
        latest.current.settings.tabSize,
        latest.current.onIndentationChange,
      );
    });
    detectIndentation(editor, latest.current.settings.tabSize, latest.current.onIndentationChange);
    // A paste that replaced everything is a new file: its own indentation (or the default) applies.
    editor.onDidPaste((event) => {
      const model = editor.getModel();
      if (model && event.range.equalsRange(model.getFullModelRange()))
        detectIndentation(
          editor,
          latest.current.settings.tabSize,
          latest.current.onIndentationChange,
        );
    });
    for (const keys of shortcutKeys) {
      editor.addCommand(keybinding(monaco, keys), () => {
        latest.current.shortcuts.find((shortcut) => shortcut.keys === keys)?.run();
      });
    }
  };

  useEffect(() => {
    if (!mounted || value === emitted.current) return;
    emitted.current = value;
    detectIndentation(mounted.editor, settings.tabSize, latest.current.onIndentationChange);
  }, [mounted, value, settings.tabSize]);
  useEffect(() => {
    if (mounted)
      detectIndentation(mounted.editor, settings.tabSize, latest.current.onIndentationChange);
  }, [mounted, settings.tabSize]);

  const vimStatus = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!mounted || readOnly) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void applyKeyBindings(mounted.editor, settings.keyBindings, vimStatus.current).then((off) => {
      if (cancelled) off();
      else stop = off;
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [mounted, readOnly, settings.keyBindings]);

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

  const vim = settings.keyBindings === 'vim' && !readOnly;
  return (
    <div className="flex h-full flex-col">
      <div className="min-h-0 flex-1">
        <Editor
          value={value}
          language={LANGUAGE_MONACO_IDS[language]}
          path={path}
          theme={editorThemeNames[theme]}
          options={{ ...editorOptions(readOnly, settings), ariaLabel }}
          onChange={(next) => {
            emitted.current = next ?? '';
            onChange?.(next ?? '');
          }}
          onMount={handleMount}
          loading={null}
        />
      </div>
      {vim && (
        <div
          ref={vimStatus}
          data-testid="vim-status"
          className="h-6 shrink-0 border-t px-3 font-mono text-xs leading-6 text-muted-foreground"
        />
      )}
    </div>
  );
}

/** Detects the file's indentation (its own wins; `tabSize` and spaces when it has none). */
function detectIndentation(
  editor: Monaco.editor.IStandaloneCodeEditor,
  tabSize: number,
  report: ((indentation: Indentation) => void) | undefined,
): void {
  const model = editor.getModel();
  if (!model) return;
  model.detectIndentation(true, tabSize);
  const options = model.getOptions();
  report?.({ insertSpaces: options.insertSpaces, tabSize: options.tabSize });
}
