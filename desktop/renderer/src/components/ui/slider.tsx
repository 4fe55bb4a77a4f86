import * as SliderPrimitive from '@radix-ui/react-slider';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

/**
 * A single-thumb slider; `thumbLabel` names the thumb for assistive technology, and
 * `thumbValueText` says its value in words where the number alone means little ("Step 4 of 12").
 */
export function Slider({
  className,
  thumbLabel,
  thumbValueText,
  ...props
}: ComponentProps<typeof SliderPrimitive.Root> & { thumbLabel?: string; thumbValueText?: string }) {
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      className={cn(
        'relative flex w-full touch-none items-center select-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={thumbLabel}
        aria-valuetext={thumbValueText}
        className="block size-4 cursor-grab rounded-full border border-primary bg-background shadow-sm transition-[box-shadow] outline-none hover:ring-4 hover:ring-ring/20 focus-visible:ring-4 focus-visible:ring-ring/30 active:cursor-grabbing"
      />
    </SliderPrimitive.Root>
  );
}
