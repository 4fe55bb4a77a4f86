import { sortedDayCounts } from './streak.ts';

export interface HeatmapStats {
  /** Submissions over all entries. */
  totalSubmissions: number;
  /** Distinct days with at least one submission. */
  activeDays: number;
  /** Longest run of consecutive calendar days with submissions. */
  maxStreak: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/**
 * Totals under the heatmap. The longest streak follows calendar days (the heatmap shows days),
 * so a sparse list of entries is counted the same as a dense one.
 */
export function heatmapStats(entries: unknown): HeatmapStats {
  const countsByDay = new Map<string, number>();
  for (const { date, count } of sortedDayCounts(entries)) {
    if (count > 0) countsByDay.set(date, (countsByDay.get(date) ?? 0) + count);
  }
  let totalSubmissions = 0;
  let maxStreak = 0;
  let run = 0;
  let previousDay = Number.NaN;
  for (const [date, count] of countsByDay) {
    totalSubmissions += count;
    const current = dayNumber(date);
    run = current === previousDay + 1 ? run + 1 : 1;
    maxStreak = Math.max(maxStreak, run);
    previousDay = current;
  }
  return { totalSubmissions, activeDays: countsByDay.size, maxStreak };
}
