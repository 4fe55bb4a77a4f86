export type { CodeEditorProps, CursorPosition, Indentation } from './code-editor.tsx';
export { CursorReadout } from './cursor-readout.tsx';
export { LazyCodeEditor, preloadCodeEditor } from './lazy-code-editor.tsx';
export { EditorSettingsPanel } from './editor-settings-panel.tsx';
export { IndentationReadout } from './indentation-readout.tsx';
export { useEditorSettings } from './use-editor-settings.ts';
