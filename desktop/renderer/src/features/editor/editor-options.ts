import { EDITOR_FONT_SIZE, EDITOR_TAB_SIZE, EDITOR_WORD_WRAP } from '@zencode/shared/contract';
import type * as Monaco from 'monaco-editor';

/** The spec's editor settings (font 16, tab size 2, word wrap on), plus a calm, uncluttered frame. */
export function editorOptions(
  readOnly = false,
): Monaco.editor.IStandaloneEditorConstructionOptions {
  return {
    fontSize: EDITOR_FONT_SIZE,
    tabSize: EDITOR_TAB_SIZE,
    insertSpaces: true,
    detectIndentation: false,
    wordWrap: EDITOR_WORD_WRAP,
    lineNumbers: 'on',
    minimap: { enabled: false },
    scrollBeyondLastLine: false,
    automaticLayout: true,
    fontFamily:
      "ui-monospace, 'SF Mono', 'Cascadia Code', 'JetBrains Mono', Menlo, Consolas, monospace",
    fontLigatures: false,
    renderLineHighlight: 'line',
    padding: { top: 12, bottom: 12 },
    smoothScrolling: true,
    cursorBlinking: 'smooth',
    overviewRulerLanes: 0,
    hideCursorInOverviewRuler: true,
    scrollbar: { verticalScrollbarSize: 10, horizontalScrollbarSize: 10 },
    stickyScroll: { enabled: false },
    readOnly,
    domReadOnly: readOnly,
    contextmenu: !readOnly,
  };
}
