import {
  COMPILER_PANEL_DEFAULT_PX,
  COMPILER_PANEL_MAX_PX,
  COMPILER_PANEL_MIN_PX,
} from '@zencode/shared/contract';
import type { ReactNode } from 'react';
import {
  ResizableHandle,
  ResizablePanel,
  ResizablePanelGroup,
} from '@/components/ui/resizable.tsx';

/** Editor and output side by side with a resizable output panel; stacked on a phone. */
export function CompilerPanes({
  stacked,
  editor,
  output,
}: {
  stacked: boolean;
  editor: ReactNode;
  output: ReactNode;
}) {
  if (stacked) {
    return (
      <div className="flex h-full flex-col">
        <div className="min-h-0 flex-1">{editor}</div>
        <div className="h-[45%] border-t">{output}</div>
      </div>
    );
  }
  return (
    <ResizablePanelGroup orientation="horizontal" id="compiler-panes">
      <ResizablePanel id="compiler-editor" minSize="30%">
        {editor}
      </ResizablePanel>
      <ResizableHandle orientation="horizontal" aria-label="Resize output panel" />
      <ResizablePanel
        id="compiler-output"
        defaultSize={COMPILER_PANEL_DEFAULT_PX}
        minSize={COMPILER_PANEL_MIN_PX}
        maxSize={COMPILER_PANEL_MAX_PX}
        groupResizeBehavior="preserve-pixel-size"
      >
        {output}
      </ResizablePanel>
    </ResizablePanelGroup>
  );
}
