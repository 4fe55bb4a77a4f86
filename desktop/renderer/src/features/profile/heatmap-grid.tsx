import { HeatmapDay } from './heatmap-day.tsx';
import type { HeatmapWeeks } from './heatmap-weeks.ts';

const weekdayLabels = ['', 'Mon', '', 'Wed', '', 'Fri', ''];

/**
 * The year's squares, one row per weekday and one column per week as drawn, under the month
 * names; `onPoint` gets the element a pointer or focus reached (null when it left).
 */
export function HeatmapGrid({
  weeks,
  months,
  onPoint,
}: HeatmapWeeks & { onPoint: (target: EventTarget | null) => void }) {
  return (
    <div className="inline-grid grid-cols-[auto_1fr] gap-x-2">
      <span />
      <div className="relative h-5 text-[11px] text-muted-foreground">
        {months.map(({ column, label }) => (
          <span key={`${column}-${label}`} className="absolute" style={{ left: column * 14 }}>
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
        onMouseOver={(event) => onPoint(event.target)}
        onFocus={(event) => onPoint(event.target)}
        onMouseLeave={() => onPoint(null)}
        onBlur={() => onPoint(null)}
      >
        {weekdayLabels.map((_label, weekday) => (
          <div key={weekday} role="row" className="flex gap-[3px]">
            {weeks.map((week, column) => (
              <HeatmapDay
                key={week[weekday]?.date ?? `empty-${column}`}
                cell={week[weekday] ?? null}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
