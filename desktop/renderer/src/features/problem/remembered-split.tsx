import { PANE_DEFAULT_PERCENT, PANE_MAX_PERCENT, PANE_MIN_PERCENT } from '@zencode/shared/contract';
import type { ReactNode } from 'react';
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

/** Two resizable panes and the handle between them; the split is remembered under `id`. */
export function RememberedSplit({
  id,
  orientation,
  handleLabel,
  first,
  second,
}: {
  id: string;
  orientation: 'horizontal' | 'vertical';
  handleLabel: string;
  first: { id: string; content: ReactNode };
  second: { id: string; content: ReactNode };
}) {
  const layout = useDefaultLayout({ id: `zencode:${id}`, storage: localStorage });
  return (
    <ResizablePanelGroup
      orientation={orientation}
      id={id}
      defaultLayout={layout.defaultLayout}
      onLayoutChanged={layout.onLayoutChanged}
    >
      <ResizablePanel id={first.id} {...paneLimits}>
        {first.content}
      </ResizablePanel>
      <ResizableHandle orientation={orientation} aria-label={handleLabel} />
      <ResizablePanel id={second.id} {...paneLimits}>
        {second.content}
      </ResizablePanel>
    </ResizablePanelGroup>
  );
}
