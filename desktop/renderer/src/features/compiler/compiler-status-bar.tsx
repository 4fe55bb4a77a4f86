import type { LanguageId } from '@zencode/shared/contract';
import { languageLabel } from '@zencode/shared/rules';
import {
  type CursorPosition,
  CursorReadout,
  type Indentation,
  IndentationReadout,
} from '@/features/editor/index.ts';

/** The status bar: language, indentation ('Spaces: 2' for new text) and the cursor. */
export function CompilerStatusBar({
  language,
  indentation,
  cursor,
}: {
  language: LanguageId;
  indentation: Indentation;
  cursor: CursorPosition;
}) {
  // A div, not a footer: the page has one footer (the site's), and one contentinfo landmark.
  return (
    <div
      className="flex h-7 shrink-0 items-center gap-4 border-t bg-muted/30 px-3 text-[11px] text-muted-foreground"
      data-testid="status-bar"
    >
      <span>{languageLabel(language)}</span>
      <IndentationReadout indentation={indentation} />
      <span className="ml-auto">
        <CursorReadout position={cursor} />
      </span>
    </div>
  );
}
