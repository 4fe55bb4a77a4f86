import { cn } from '@/lib/utils.ts';
import type { HeatmapCell } from './heatmap-weeks.ts';

/** The colour of each activity level, none to most. */
export const levelTones = [
  'bg-muted ring-1 ring-inset ring-border/60',
  'bg-primary/25',
  'bg-primary/45',
  'bg-primary/70',
  'bg-primary',
] as const;

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "3 submissions on Nov 20, 2026". */
export function dayLabel(date: string, count: number): string {
  const day = dayFormat.format(new Date(`${date}T00:00:00Z`));
  if (count === 0) return `No submissions on ${day}`;
  return `${count} ${count === 1 ? 'submission' : 'submissions'} on ${day}`;
}

/** One day's square in the heatmap, or an empty space where the year has no such day. */
export function HeatmapDay({ cell }: { cell: HeatmapCell | null }) {
  if (!cell) return <span aria-hidden className="size-[11px] shrink-0" />;
  return (
    <span
      role="gridcell"
      tabIndex={-1}
      data-date={cell.date}
      data-count={cell.count}
      data-level={cell.level}
      aria-label={dayLabel(cell.date, cell.count)}
      className={cn('size-[11px] shrink-0 rounded-[3px]', levelTones[cell.level])}
    />
  );
}
