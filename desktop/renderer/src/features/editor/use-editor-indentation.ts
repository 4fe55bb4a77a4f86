import type * as Monaco from 'monaco-editor';
import { type RefObject, useEffect } from 'react';
import { detectIndentation } from './detect-indentation.ts';
import type { EditorCallbacks } from './wire-editor.ts';

/**
 * Detects the indentation again when the text came from outside (`value` is not what the editor
 * last reported in `emittedRef`) and when the settings' tab size changes.
 */
export function useEditorIndentation(
  editor: Monaco.editor.IStandaloneCodeEditor | undefined,
  value: string,
  emittedRef: RefObject<string>,
  tabSize: number,
  latestRef: RefObject<EditorCallbacks>,
): void {
  useEffect(() => {
    if (!editor || value === emittedRef.current) return;
    emittedRef.current = value;
    detectIndentation(editor, tabSize, latestRef.current.onIndentationChange);
  }, [editor, value, emittedRef, tabSize, latestRef]);
  useEffect(() => {
    if (editor) detectIndentation(editor, tabSize, latestRef.current.onIndentationChange);
  }, [editor, tabSize, latestRef]);
}
