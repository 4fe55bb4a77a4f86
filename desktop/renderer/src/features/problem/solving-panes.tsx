import { PANE_DEFAULT_PERCENT, PANE_MAX_PERCENT, PANE_MIN_PERCENT } from '@zencode/shared/contract';
import type { ReactNode, RefObject } from 'react';
import {
  ResizableHandle,
  ResizablePanel,
  ResizablePanelGroup,
  useDefaultLayout,
} from '@/components/ui/resizable.tsx';

const paneLimits = {
  defaultSize: `${PANE_DEFAULT_PERCENT}%`,
  minSize: `${PANE_MIN_PERCENT}%`,
  maxSize: `${PANE_MAX_PERCENT}%`,
};

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
  const outerPanes = useDefaultLayout({ id: 'zencode:problem-panes', storage: localStorage });
  const editorPanes = useDefaultLayout({ id: 'zencode:editor-panes', storage: localStorage });
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
      <ResizablePanelGroup
        orientation="horizontal"
        id="problem-panes"
        defaultLayout={outerPanes.defaultLayout}
        onLayoutChanged={outerPanes.onLayoutChanged}
      >
        <ResizablePanel id="left" {...paneLimits}>
          {left}
        </ResizablePanel>
        <ResizableHandle orientation="horizontal" aria-label="Resize panes" />
        <ResizablePanel id="right" {...paneLimits}>
          <ResizablePanelGroup
            orientation="vertical"
            id="editor-panes"
            defaultLayout={editorPanes.defaultLayout}
            onLayoutChanged={editorPanes.onLayoutChanged}
          >
            <ResizablePanel id="editor" {...paneLimits}>
              {editor}
            </ResizablePanel>
            <ResizableHandle orientation="vertical" aria-label="Resize editor" />
            <ResizablePanel id="bottom" {...paneLimits}>
              {bottom}
            </ResizablePanel>
          </ResizablePanelGroup>
        </ResizablePanel>
      </ResizablePanelGroup>
    </main>
  );
}
