const dayMs = 86_400_000;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date. */
export const dayNumber = (date: string): number =>
  Math.round(Date.parse(`${date}T00:00:00Z`) / dayMs);

/** The 'YYYY-MM-DD' date `days` after `date`. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** mulberry32: a small seeded generator, so every server picks the same order. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Which of `count` problems is the daily one on `date`: the days are cut into cycles of `count`
 * days, and each cycle visits every problem once in its own shuffled order (seeded by the
 * cycle), so no problem repeats before the whole catalogue has come up.
 */
export function dailyProblemIndex(date: string, count: number): number {
  if (count <= 0) throw new RangeError('No problems to choose from');
  const day = dayNumber(date);
  const cycle = Math.floor(day / count);
  const order = Array.from({ length: count }, (_unused, index) => index);
  const random = seeded(cycle);
  for (let index = count - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  return order[day - cycle * count]!;
}

/**
 * The daily streak: consecutive days, ending today (or yesterday, while today's is still open),
 * on which the learner solved that day's daily problem. `solvedOn(date, problemId)` says whether
 * they did.
 */
export function dailyStreak(
  today: string,
  dailyOn: (date: string) => string,
  solvedOn: (date: string, problemId: string) => boolean,
): number {
  let date = solvedOn(today, dailyOn(today)) ? today : addDays(today, -1);
  let streak = 0;
  while (streak < 36_500 && solvedOn(date, dailyOn(date))) {
    streak += 1;
    date = addDays(date, -1);
  }
  return streak;
}

/**
 * The daily problem among the published problems' ids on `date`: the ids in code-unit order (the
 * same on the server and in the desktop app, whatever a database's collation), then
 * `dailyProblemIndex`. Null when nothing is published.
 */
export function dailyProblemOf(date: string, publishedIds: readonly string[]): string | null {
  if (publishedIds.length === 0) return null;
  const ordered = [...publishedIds].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return ordered[dailyProblemIndex(date, ordered.length)]!;
}
