import { HEATMAP_DAYS } from '../contract/index.ts';
import { sortedDayCounts } from './streak.ts';

const DAY_MS = 86_400_000;

/**
 * The heatmap's days: one entry per calendar day, ascending, ending `today` ('YYYY-MM-DD'), with
 * 0 for days without entries. Dense days make the entry-based streak rule follow the calendar.
 */
export function heatmapDays(
  entries: unknown,
  today: string,
  days: number = HEATMAP_DAYS,
): { date: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const { date, count } of sortedDayCounts(entries)) {
    counts.set(date, (counts.get(date) ?? 0) + Math.max(0, count));
  }
  const end = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(end)) throw new RangeError(`today must be 'YYYY-MM-DD', got '${today}'`);
  return Array.from({ length: days }, (_unused, offset) => {
    const date = new Date(end - (days - 1 - offset) * DAY_MS).toISOString().slice(0, 10);
    return { date, count: counts.get(date) ?? 0 };
  });
}
