import type * as Monaco from 'monaco-editor';

/** How the shown file is indented: detected from its text, else the settings' tab size. */
export interface Indentation {
  insertSpaces: boolean;
  tabSize: number;
}

/**
 * Detects the file's indentation (its own wins; `tabSize` and spaces when it has none). Go is
 * indented with tabs, as gofmt writes it, and a tab shows 4 wide there whatever the setting: a
 * 2-wide tab makes gofmt'd code look cramped next to every other Go reader.
 */
export function detectIndentation(
  editor: Monaco.editor.IStandaloneCodeEditor,
  tabSize: number,
  report: ((indentation: Indentation) => void) | undefined,
): void {
  const model = editor.getModel();
  if (!model) return;
  if (model.getLanguageId() === 'go') model.detectIndentation(false, 4);
  else model.detectIndentation(true, tabSize);
  const options = model.getOptions();
  report?.({ insertSpaces: options.insertSpaces, tabSize: options.tabSize });
}
