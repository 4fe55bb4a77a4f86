import * as SheetPrimitive from '@radix-ui/react-dialog';
import { SHEET_CLOSE_MS, SHEET_DEFAULT_SIDE, SHEET_OPEN_MS } from '@zencode/shared/contract';
import { XIcon } from 'lucide-react';
import type { CSSProperties, ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

type SheetSide = 'top' | 'right' | 'bottom' | 'left';

const sideClasses: Record<SheetSide, string> = {
  right: 'inset-y-0 right-0 h-full w-3/4 border-l sm:max-w-sm',
  left: 'inset-y-0 left-0 h-full w-3/4 border-r sm:max-w-sm',
  top: 'inset-x-0 top-0 h-auto border-b',
  bottom: 'inset-x-0 bottom-0 h-auto border-t',
};

/** Where the sheet stands before it slides in and after it slides out: just off its edge. */
const offscreen: Record<SheetSide, string> = {
  right: 'translateX(100%)',
  left: 'translateX(-100%)',
  top: 'translateY(-100%)',
  bottom: 'translateY(100%)',
};

// The product's timings: the sheet slides in over 500 ms and out over 300 ms.
const slideClasses =
  'data-[state=open]:[animation:zc-slide-in_var(--sheet-open-ms)_cubic-bezier(0.32,0.72,0,1)] data-[state=closed]:[animation:zc-slide-out_var(--sheet-close-ms)_ease-in]';

function slideStyle(side: SheetSide): CSSProperties {
  return {
    '--sheet-offscreen': offscreen[side],
    '--sheet-open-ms': `${SHEET_OPEN_MS}ms`,
    '--sheet-close-ms': `${SHEET_CLOSE_MS}ms`,
  } as CSSProperties;
}

/** A panel sliding in from one edge (right by default) over a dimmed page. */
export function SheetContent({
  className,
  children,
  side = SHEET_DEFAULT_SIDE,
  style,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & { side?: SheetSide }) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay
        data-slot="sheet-overlay"
        className="fixed inset-0 z-50 bg-overlay data-[state=closed]:[animation:zc-fade-out_300ms_ease-in] data-[state=open]:[animation:zc-fade-in_500ms_ease-out]"
      />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          'fixed z-50 flex flex-col gap-4 bg-popover text-popover-foreground shadow-xl outline-none',
          sideClasses[side],
          slideClasses,
          className,
        )}
        style={{ ...slideStyle(side), ...style }}
        {...props}
      >
        {children}
        <SheetPrimitive.Close className="absolute top-4 right-4 cursor-pointer rounded-sm text-muted-foreground opacity-70 transition-opacity outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring">
          <XIcon className="size-4" />
          <span className="sr-only">Close</span>
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sheet-header"
      className={cn('flex flex-col gap-1.5 p-4 pr-10', className)}
      {...props}
    />
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      data-slot="sheet-title"
      className={cn('font-semibold', className)}
      {...props}
    />
  );
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
