import { useEffect, useRef } from 'react';

/**
 * Ctrl/Cmd+Enter runs and Ctrl/Cmd+Shift+Enter submits anywhere on the page. Inside the editor
 * Monaco handles the same keys itself, so its events are left to it.
 */
export function useRunSubmitShortcuts(onRun: () => void, onSubmit: () => void) {
  const latest = useRef({ onRun, onSubmit });
  useEffect(() => {
    latest.current = { onRun, onSubmit };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.defaultPrevented)
        return;
      if (event.target instanceof Element && event.target.closest('.monaco-editor')) return;
      event.preventDefault();
      if (event.shiftKey) latest.current.onSubmit();
      else latest.current.onRun();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
