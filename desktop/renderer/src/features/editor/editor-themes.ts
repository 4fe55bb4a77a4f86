import type * as Monaco from 'monaco-editor';

/** Monaco theme names for the app's two themes. */
export const editorThemeNames = { light: 'zencode-light', dark: 'zencode-dark' } as const;

/**
 * The editor in the app's calm palette (the OKLCH tokens of index.css, as hex): the page's
 * background, a quiet line highlight and the sage accent for the cursor and selection. Line
 * numbers and comments stay quiet but readable: at least 4.5:1 against the background and the
 * line highlight (a starter code's comments are the problem's own words).
 */
export function defineEditorThemes(monaco: typeof Monaco): void {
  monaco.editor.defineTheme(editorThemeNames.dark, {
    base: 'vs-dark',
    inherit: true,
    rules: [{ token: 'comment', foreground: '7d8590', fontStyle: 'italic' }],
    colors: {
      'editor.background': '#16181b',
      'editor.lineHighlightBackground': '#1e2125',
      'editor.lineHighlightBorder': '#00000000',
      'editorLineNumber.foreground': '#868d96',
      'editorLineNumber.activeForeground': '#a9b0b8',
      'editorCursor.foreground': '#8fd1bd',
      'editor.selectionBackground': '#2f5a4f88',
      'editorIndentGuide.background1': '#24272b',
      'editorWidget.background': '#1c1f22',
      'editorGutter.background': '#16181b',
      'scrollbarSlider.background': '#ffffff14',
    },
  });
  monaco.editor.defineTheme(editorThemeNames.light, {
    base: 'vs',
    inherit: true,
    rules: [{ token: 'comment', foreground: '676c75', fontStyle: 'italic' }],
    colors: {
      'editor.background': '#fbfaf7',
      'editor.lineHighlightBackground': '#f2f1ec',
      'editor.lineHighlightBorder': '#00000000',
      'editorLineNumber.foreground': '#676c75',
      'editorLineNumber.activeForeground': '#5d636b',
      'editorCursor.foreground': '#2f7d69',
      'editor.selectionBackground': '#bfe3d866',
      'editorIndentGuide.background1': '#ecebe6',
      'editorGutter.background': '#fbfaf7',
      'scrollbarSlider.background': '#0000000f',
    },
  });
}
