import type { ComponentProps } from 'react';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import { cn } from '@/lib/utils.ts';

/** A row or column of resizable panels (react-resizable-panels' Group). */
export function ResizablePanelGroup({ className, ...props }: ComponentProps<typeof Group>) {
  return (
    <Group
      data-slot="resizable-panel-group"
      className={cn('flex h-full w-full aria-[orientation=vertical]:flex-col', className)}
      {...props}
    />
  );
}

export const ResizablePanel = Panel;

/** Remembers a group's layout (pass `defaultLayout` and `onLayoutChanged` to the group). */
export { useDefaultLayout };

/**
 * The divider between two panels: a hairline with a wider invisible grip, tinted while dragged
 * or focused. `orientation` is the group's: a horizontal group gets a vertical divider.
 */
export function ResizableHandle({
  className,
  orientation = 'horizontal',
  ...props
}: ComponentProps<typeof Separator> & { orientation?: 'horizontal' | 'vertical' }) {
  return (
    <Separator
      data-slot="resizable-handle"
      className={cn(
        'relative flex shrink-0 items-center justify-center bg-border transition-colors outline-none hover:bg-primary/50 focus-visible:bg-primary data-[separator=active]:bg-primary',
        orientation === 'horizontal'
          ? 'w-px after:absolute after:inset-y-0 after:-left-1 after:w-2'
          : 'h-px after:absolute after:inset-x-0 after:-top-1 after:h-2',
        className,
      )}
      {...props}
    />
  );
}
