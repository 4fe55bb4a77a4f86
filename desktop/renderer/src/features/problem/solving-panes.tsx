import type { ReactNode, RefObject } from 'react';
import { RememberedSplit } from './remembered-split.tsx';

/**
 * Where the solving screen's three panes sit: the statement beside the editor over the bottom
 * panel, resizable, each split remembered; `stacked` (a phone) puts them one under the other.
 */
export function SolvingPanes({
  stacked,
  left,
  editor,
  bottom,
  bottomRef,
}: {
  stacked: boolean;
  left: ReactNode;
  editor: ReactNode;
  bottom: ReactNode;
  /** The bottom pane's section when stacked, to scroll the results into view. */
  bottomRef: RefObject<HTMLElement | null>;
}) {
  if (stacked) {
    return (
      <main className="flex flex-col">
        <section className="border-b">{left}</section>
        <section className="h-[65dvh] border-b">{editor}</section>
        <section ref={bottomRef} className="min-h-80 scroll-mt-2">
          {bottom}
        </section>
      </main>
    );
  }
  return (
    <main className="min-h-0 flex-1">
      <RememberedSplit
        id="problem-panes"
        orientation="horizontal"
        handleLabel="Resize panes"
        first={{ id: 'left', content: left }}
        second={{
          id: 'right',
          content: (
            <RememberedSplit
              id="editor-panes"
              orientation="vertical"
              handleLabel="Resize editor"
              first={{ id: 'editor', content: editor }}
              second={{ id: 'bottom', content: bottom }}
            />
          ),
        }}
      />
    </main>
  );
}
