import type * as Monaco from 'monaco-editor';
import { useEffect } from 'react';

/**
 * Marks one line as the one about to run (a Replay's current step): the whole line tinted, an
 * arrow in the line numbers' margin, and the line scrolled into view when it is out of sight.
 */
export function useEditorHighlight(
  mounted: { editor: Monaco.editor.IStandaloneCodeEditor; monaco: typeof Monaco } | null,
  line: number | undefined,
  /** Each path has its own model: the mark is set again on the one on show. */
  path: string | undefined,
): void {
  useEffect(() => {
    const editor = mounted?.editor;
    const model = editor?.getModel();
    if (!mounted || !editor || !model || line === undefined) return;
    const shown = Math.min(Math.max(line, 1), model.getLineCount());
    const decorations = editor.createDecorationsCollection([
      {
        range: new mounted.monaco.Range(shown, 1, shown, 1),
        options: {
          isWholeLine: true,
          className: 'zc-replay-line',
          linesDecorationsClassName: 'zc-replay-arrow',
          overviewRuler: {
            color: '#3aa58a',
            position: mounted.monaco.editor.OverviewRulerLane.Full,
          },
        },
      },
    ]);
    editor.revealLineInCenterIfOutsideViewport(shown);
    return () => decorations.clear();
  }, [mounted, line, path]);
}
