import type { EditorSettings } from '@zencode/shared/contract';
import type * as Monaco from 'monaco-editor';
import { useEffect, useRef } from 'react';
import { applyKeyBindings } from './key-bindings.ts';

/**
 * The learner's key bindings (Vim, Emacs or the default) on an editable editor; returns the ref
 * of the element that shows Vim's status line.
 */
export function useEditorKeyBindings(
  editor: Monaco.editor.IStandaloneCodeEditor | undefined,
  readOnly: boolean,
  keyBindings: EditorSettings['keyBindings'],
) {
  const vimStatus = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!editor || readOnly) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void applyKeyBindings(editor, keyBindings, vimStatus.current).then((off) => {
      if (cancelled) off();
      else stop = off;
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [editor, readOnly, keyBindings]);
  return vimStatus;
}
