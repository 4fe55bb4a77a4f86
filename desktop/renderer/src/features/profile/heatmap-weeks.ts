import { heatmapLevel, type HeatmapLevel } from '@zencode/shared/rules';

export interface HeatmapCell {
  date: string;
  count: number;
  level: HeatmapLevel;
}

export interface HeatmapWeeks {
  /** Columns of seven rows, Sunday first; null where the year starts mid-week or ends. */
  weeks: (HeatmapCell | null)[][];
  /** Month names over the column where each month starts (not too close to the previous). */
  months: { column: number; label: string }[];
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
// A label needs about three columns of room.
const minLabelGap = 3;

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Lays consecutive days (ascending 'YYYY-MM-DD') out as the heatmap's week columns. */
export function heatmapWeeks(days: readonly { date: string; count: number }[]): HeatmapWeeks {
  const weeks: (HeatmapCell | null)[][] = [];
  const months: { column: number; label: string }[] = [];
  const first = days[0];
  if (!first) return { weeks, months };
  const cells: (HeatmapCell | null)[] = Array.from({ length: weekday(first.date) }, () => null);
  for (const { date, count } of days) cells.push({ date, count, level: heatmapLevel(count) });
  while (cells.length % 7 !== 0) cells.push(null);
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));

  weeks.forEach((week, column) => {
    const starter = week.find(
      (cell) => cell !== null && (column === 0 || cell.date.endsWith('-01')),
    );
    if (!starter) return;
    const label = monthFormat.format(new Date(`${starter.date}T00:00:00Z`));
    const previous = months.at(-1);
    if (previous && column - previous.column < minLabelGap) {
      // The first column's partial month gives way to a month that really starts next to it.
      if (previous.column === 0) months[0] = { column, label };
      return;
    }
    months.push({ column, label });
  });
  return { weeks, months };
}
