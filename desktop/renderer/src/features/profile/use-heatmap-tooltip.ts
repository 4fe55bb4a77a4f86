import { useLayoutEffect, useRef, useState } from 'react';

/** Where the heatmap's tooltip stands (over the day it names) and what it says. */
export interface HeatmapTip {
  text: string;
  left: number;
  top: number;
}

/**
 * The heatmap's scrolling frame and the tooltip of the day a pointer or focus reached; narrow
 * screens start scrolled to the most recent weeks (`columns` changes scroll there again).
 */
export function useHeatmapTooltip(columns: number) {
  const scroller = useRef<HTMLDivElement>(null);
  const [tip, setTip] = useState<HeatmapTip | null>(null);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [columns]);

  function pointAt(target: EventTarget | null) {
    const cell = (target as HTMLElement | null)?.closest<HTMLElement>('[data-date]');
    const box = scroller.current?.parentElement;
    if (!cell || !box) return setTip(null);
    const cellBox = cell.getBoundingClientRect();
    const frame = box.getBoundingClientRect();
    setTip({
      text: cell.getAttribute('aria-label') ?? '',
      left: cellBox.left - frame.left + cellBox.width / 2,
      top: cellBox.top - frame.top,
    });
  }

  return { scroller, tip, pointAt, hideTip: () => setTip(null) };
}
