import type { CursorPosition } from './code-editor.tsx';

/** 'Ln x, Col y' for the editor's footer and status bar. */
export function CursorReadout({ position }: { position: CursorPosition }) {
  return (
    <span data-testid="cursor-position" className="tabular-nums">
      Ln {position.line}, Col {position.column}
    </span>
  );
}
