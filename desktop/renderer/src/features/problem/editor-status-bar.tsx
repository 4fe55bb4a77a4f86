import {
  type CursorPosition,
  CursorReadout,
  type Indentation,
  IndentationReadout,
} from '@/features/editor/index.ts';

/** Under the editor: whether the code is the saved draft, its indentation and the cursor. */
export function EditorStatusBar({
  reviewing,
  edited,
  indentation,
  cursor,
}: {
  reviewing: boolean;
  edited: boolean;
  indentation: Indentation;
  cursor: CursorPosition;
}) {
  return (
    <div className="flex h-7 shrink-0 items-center justify-between border-t px-3 text-[11px] text-muted-foreground">
      <span>
        {reviewing
          ? 'Review schedule: not saved as your draft'
          : edited
            ? 'Draft saved on this device'
            : 'Starter code'}
      </span>
      <span className="flex gap-4">
        <IndentationReadout indentation={indentation} />
        <CursorReadout position={cursor} />
      </span>
    </div>
  );
}
