/** A heatmap entry as the rule reads it; anything else in the input is treated as count 0. */
interface DayCount {
  date: string;
  count: number;
}

/** Keeps well-formed entries (date text, numeric count), sorted ascending by date. */
export function sortedDayCounts(entries: unknown): DayCount[] {
  if (!Array.isArray(entries)) return [];
  return entries
    .filter(
      (entry): entry is DayCount =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as DayCount).date === 'string' &&
        typeof (entry as DayCount).count === 'number',
    )
    .map(({ date, count }) => ({ date, count }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The current streak, counted over consecutive *entries*, not
 * calendar days: sort ascending; if the latest entry is today with count 0, skip it; then count
 * back from the (remaining) latest entry while counts are above 0. Non-list input gives 0.
 * `today` is 'YYYY-MM-DD' in the user's calendar.
 */
export function computeStreak(entries: unknown, today: string): number {
  const sorted = sortedDayCounts(entries);
  let index = sorted.length - 1;
  const latest = sorted[index];
  if (latest === undefined) return 0;
  if (latest.date === today && latest.count <= 0) index -= 1;
  let streak = 0;
  for (; index >= 0 && (sorted[index]?.count ?? 0) > 0; index -= 1) streak += 1;
  return streak;
}
