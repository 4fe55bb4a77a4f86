import type * as Monaco from 'monaco-editor';

/** How the shown file is indented: detected from its text, else the settings' tab size. */
export interface Indentation {
  insertSpaces: boolean;
  tabSize: number;
}

/** Detects the file's indentation (its own wins; `tabSize` and spaces when it has none). */
export function detectIndentation(
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
