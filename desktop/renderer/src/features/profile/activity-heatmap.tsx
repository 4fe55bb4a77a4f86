import type { HeatmapEntry } from '@zencode/shared/contract';
import { heatmapStats } from '@zencode/shared/rules';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { cn } from '@/lib/utils.ts';
import { heatmapWeeks } from './heatmap-weeks.ts';

const levelTones = [
  'bg-muted ring-1 ring-inset ring-border/60',
  'bg-primary/25',
  'bg-primary/45',
  'bg-primary/70',
  'bg-primary',
] as const;
const weekdayLabels = ['', 'Mon', '', 'Wed', '', 'Fri', ''];
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

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The year of activity: one square per day in five levels, totals, and a tooltip per day. */
export function ActivityHeatmap({ days }: { days: HeatmapEntry[] }) {
  const { weeks, months } = useMemo(() => heatmapWeeks(days), [days]);
  const stats = useMemo(() => heatmapStats(days), [days]);
  const scroller = useRef<HTMLDivElement>(null);
  const [tip, setTip] = useState<{ text: string; left: number; top: number } | null>(null);

  // Narrow screens show the most recent weeks first.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [weeks.length]);

  function showTip(target: EventTarget) {
    const cell = (target as HTMLElement).closest<HTMLElement>('[data-date]');
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

  return (
    <Card data-testid="activity-heatmap">
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-4 pb-4">
        <CardTitle>Activity</CardTitle>
        <dl className="flex gap-8">
          <Stat label="Total submissions" value={stats.totalSubmissions} testId="heatmap-total" />
          <Stat label="Active days" value={stats.activeDays} testId="heatmap-active-days" />
          <Stat label="Max streak" value={stats.maxStreak} testId="heatmap-max-streak" />
        </dl>
      </CardHeader>
      <CardContent>
        <div className="relative">
          {/* Focusable, so that a keyboard can scroll it on a narrow screen. */}
          <div
            ref={scroller}
            tabIndex={0}
            role="region"
            aria-label="Activity over the last year"
            className="overflow-x-auto rounded-md pb-2 outline-none focus-visible:ring-2 focus-visible:ring-ring"
            onScroll={() => setTip(null)}
          >
            <div className="inline-grid grid-cols-[auto_1fr] gap-x-2">
              <span />
              <div className="relative h-5 text-[11px] text-muted-foreground">
                {months.map(({ column, label }) => (
                  <span
                    key={`${column}-${label}`}
                    className="absolute"
                    style={{ left: column * 14 }}
                  >
                    {label}
                  </span>
                ))}
              </div>
              <div className="grid grid-rows-[repeat(7,11px)] gap-[3px] text-[10px] leading-[11px] text-muted-foreground">
                {weekdayLabels.map((label, index) => (
                  <span key={index}>{label}</span>
                ))}
              </div>
              <div
                role="grid"
                aria-label="Submissions per day over the last year"
                className="flex flex-col gap-[3px]"
                onMouseOver={(event) => showTip(event.target)}
                onFocus={(event) => showTip(event.target)}
                onMouseLeave={() => setTip(null)}
                onBlur={() => setTip(null)}
              >
                {/* One row per weekday, one column per week, as drawn. */}
                {weekdayLabels.map((_label, weekday) => (
                  <div key={weekday} role="row" className="flex gap-[3px]">
                    {weeks.map((week, column) => {
                      const cell = week[weekday];
                      return cell ? (
                        <span
                          key={cell.date}
                          role="gridcell"
                          tabIndex={-1}
                          data-date={cell.date}
                          data-count={cell.count}
                          data-level={cell.level}
                          aria-label={dayLabel(cell.date, cell.count)}
                          className={cn(
                            'size-[11px] shrink-0 rounded-[3px]',
                            levelTones[cell.level],
                          )}
                        />
                      ) : (
                        <span
                          key={`empty-${column}`}
                          aria-hidden
                          className="size-[11px] shrink-0"
                        />
                      );
                    })}
                  </div>
                ))}
              </div>
            </div>
          </div>
          {tip && (
            <div
              role="tooltip"
              className="pointer-events-none absolute z-10 -translate-x-1/2 -translate-y-full rounded-md bg-foreground px-2.5 py-1.5 text-xs whitespace-nowrap text-background shadow-md"
              style={{ left: tip.left, top: tip.top - 6 }}
            >
              {tip.text}
            </div>
          )}
        </div>
        <div className="mt-3 flex items-center justify-end gap-1.5 text-[11px] text-muted-foreground">
          <span>Less</span>
          {levelTones.map((tone, level) => (
            <span key={level} aria-hidden className={cn('size-[11px] rounded-[3px]', tone)} />
          ))}
          <span>More</span>
        </div>
      </CardContent>
    </Card>
  );
}
