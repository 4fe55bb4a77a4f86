import type { DraftPlace } from './use-synced-draft.ts';
import {
  type CursorPosition,
  CursorReadout,
  type Indentation,
  IndentationReadout,
} from '@/features/editor/index.ts';

/** What the status line says of an edited draft, by where it is kept. */
export const draftPlaceTexts: Record<DraftPlace, string> = {
  device: 'Draft saved on this device',
  account: 'Draft saved to your account',
  sending: 'Saving the draft to your account…',
  'device-only': 'Draft on this device only: it goes to your account once the server answers',
};

/** Under the editor: where the draft is kept, its indentation and the cursor. */
export function EditorStatusBar({
  reviewing,
  edited,
  savedWhere,
  indentation,
  cursor,
}: {
  reviewing: boolean;
  edited: boolean;
  savedWhere: DraftPlace;
  indentation: Indentation;
  cursor: CursorPosition;
}) {
  return (
    <div className="flex h-7 shrink-0 items-center justify-between border-t px-3 text-[11px] text-muted-foreground">
      <span data-testid="draft-place" data-place={reviewing || !edited ? undefined : savedWhere}>
        {reviewing
          ? 'Review schedule: not saved as your draft'
          : edited
            ? draftPlaceTexts[savedWhere]
            : 'Starter code'}
      </span>
      <span className="flex gap-4">
        <IndentationReadout indentation={indentation} />
        <CursorReadout position={cursor} />
      </span>
    </div>
  );
}
