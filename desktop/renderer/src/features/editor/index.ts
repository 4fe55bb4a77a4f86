export type { CodeEditorProps, CursorPosition } from './code-editor.tsx';
export { CursorReadout } from './cursor-readout.tsx';
export { LazyCodeEditor, preloadCodeEditor } from './lazy-code-editor.tsx';
