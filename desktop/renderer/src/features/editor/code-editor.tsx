import Editor from '@monaco-editor/react';
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
import type { Indentation } from './detect-indentation.ts';
import { editorOptions } from './editor-options.ts';
import { editorThemeNames } from './editor-themes.ts';
import { setUpMonaco } from './monaco-setup.ts';
import { useEditorIndentation } from './use-editor-indentation.ts';
import { useEditorKeyBindings } from './use-editor-key-bindings.ts';
import { useEditorHighlight } from './use-editor-highlight.ts';
import { useEditorMarkers } from './use-editor-markers.ts';
import { type CursorPosition, type ShortcutKeys, wireEditor } from './wire-editor.ts';

export type { CursorPosition } from './wire-editor.ts';
export type { Indentation } from './detect-indentation.ts';

setUpMonaco();

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
  /** The line about to run in a Replay on show, from 1; marked and kept in view. */
  highlightLine?: number;
}

const noMarkers: Diagnostic[] = [];

/** Monaco with the product's settings and the app's theme. Loaded lazily through LazyCodeEditor. */
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
  highlightLine,
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
  useEditorIndentation(mounted?.editor, value, emitted, settings.tabSize, latest);
  const vimStatus = useEditorKeyBindings(mounted?.editor, readOnly, settings.keyBindings);
  useEditorMarkers(mounted, markers, path);
  useEditorHighlight(mounted, highlightLine, path);

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
          onMount={(editor, monaco) => {
            setMounted({ editor, monaco });
            wireEditor(editor, monaco, latest);
          }}
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
