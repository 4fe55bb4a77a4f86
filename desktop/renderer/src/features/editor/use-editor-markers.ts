import type { Diagnostic } from '@zencode/shared/contract';
import type * as Monaco from 'monaco-editor';
import { useEffect } from 'react';

/**
 * Compiler errors and warnings as Monaco markers. They belong to the model on show (each path has
 * its own): set again when either changes.
 */
export function useEditorMarkers(
  mounted: { editor: Monaco.editor.IStandaloneCodeEditor; monaco: typeof Monaco } | null,
  markers: Diagnostic[],
  path: string | undefined,
): void {
  useEffect(() => {
    const model = mounted?.editor.getModel();
    if (!mounted || !model) return;
    const { MarkerSeverity } = mounted.monaco;
    mounted.monaco.editor.setModelMarkers(
      model,
      'zencode',
      markers.map((marker) => {
        const line = Math.min(marker.line, model.getLineCount());
        const column = marker.column ?? model.getLineFirstNonWhitespaceColumn(line) ?? 1;
        return {
          startLineNumber: line,
          startColumn: Math.max(column, 1),
          endLineNumber: line,
          endColumn: model.getLineMaxColumn(line),
          message: marker.message,
          severity: marker.severity === 'error' ? MarkerSeverity.Error : MarkerSeverity.Warning,
        };
      }),
    );
  }, [mounted, markers, path]);
}
