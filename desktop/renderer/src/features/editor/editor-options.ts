import {
  EDITOR_WORD_WRAP,
  type EditorSettings,
  defaultEditorSettings,
} from '@zencode/shared/contract';
import type * as Monaco from 'monaco-editor';

/**
 * The product's editor (font 16, tab size 2, word wrap on) with the learner's settings, plus a calm,
 * uncluttered frame.
 */
export function editorOptions(
  readOnly = false,
  settings: EditorSettings = defaultEditorSettings,
): Monaco.editor.IStandaloneEditorConstructionOptions {
  return {
    fontSize: settings.fontSize,
    tabSize: settings.tabSize,
    insertSpaces: true,
    // A starter indented by 4 keeps 4: the file's own indentation wins over the default tab size.
    detectIndentation: true,
    wordWrap: EDITOR_WORD_WRAP,
    // Suggestions show without one chosen, so Enter makes a new line unless the learner picked one
    // with the arrow keys (`seen[x] = i` + Enter must not become `seen[x] = if`).
    suggest: { selectionMode: 'never', showWords: settings.wordSuggestions },
    wordBasedSuggestions: settings.wordSuggestions ? 'currentDocument' : 'off',
    lineNumbers: 'on',
    // Monaco dims the number of an empty last line to near invisibility (1.3:1); it is a line like
    // any other, often the one the cursor is on.
    renderFinalNewline: 'on',
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
