import type { HeatmapEntry } from '@zencode/shared/contract';
import { heatmapStats } from '@zencode/shared/rules';
import { useMemo } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { HeatmapGrid } from './heatmap-grid.tsx';
import { HeatmapLegend } from './heatmap-legend.tsx';
import { heatmapWeeks } from './heatmap-weeks.ts';
import { useHeatmapTooltip } from './use-heatmap-tooltip.ts';

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
  const { scroller, tip, pointAt, hideTip } = useHeatmapTooltip(weeks.length);

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
            onScroll={hideTip}
          >
            <HeatmapGrid weeks={weeks} months={months} onPoint={pointAt} />
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
        <HeatmapLegend />
      </CardContent>
    </Card>
  );
}
