import { seededRandom } from './seeded-random.ts';
const dayMs = 86_400_000;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date. */
export const dayNumber = (date: string): number =>
  Math.round(Date.parse(`${date}T00:00:00Z`) / dayMs);

/** The 'YYYY-MM-DD' date `days` after `date`. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

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
  const random = seededRandom(cycle);
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

/**
 * A cycle of daily problems, fixed when it starts: from `startDate`, one of `problemIds` per day,
 * in this order. Problems published later wait for the next cycle, so publishing never moves a
 * date's problem (and with it a learner's daily streak).
 */
export interface DailyCycle {
  startDate: string;
  problemIds: readonly string[];
}

/** The cycle that starts on `startDate` with the problems published then, in a seeded shuffle. */
export function newDailyCycle(startDate: string, publishedIds: readonly string[]): DailyCycle {
  if (publishedIds.length === 0) throw new RangeError('No problems to choose from');
  const ordered = [...publishedIds].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const random = seededRandom(dayNumber(startDate));
  for (let index = ordered.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [ordered[index], ordered[other]] = [ordered[other]!, ordered[index]!];
  }
  return { startDate, problemIds: ordered };
}

/** The first date after `cycle`. */
export const dailyCycleEnd = (cycle: DailyCycle): string =>
  addDays(cycle.startDate, cycle.problemIds.length);

/**
 * The daily problem on `date` from the fixed cycles (in start order, each starting where the one
 * before ends). A problem unpublished since its cycle began gives its day to the next one of that
 * cycle still published. Dates before the first cycle keep the rule they were shown under
 * (`dailyProblemOf` over today's catalogue), so streaks from before the cycles still count.
 * Null when nothing is published, or when `date` lies past the last cycle.
 */
export function dailyProblemFromCycles(
  date: string,
  cycles: readonly DailyCycle[],
  publishedIds: readonly string[],
): string | null {
  const first = cycles[0];
  if (!first || date < first.startDate) return dailyProblemOf(date, publishedIds);
  const cycle = cycles.find((each) => each.startDate <= date && date < dailyCycleEnd(each));
  if (!cycle) return null;
  const published = new Set(publishedIds);
  const offset = dayNumber(date) - dayNumber(cycle.startDate);
  for (let step = 0; step < cycle.problemIds.length; step += 1) {
    const id = cycle.problemIds[(offset + step) % cycle.problemIds.length]!;
    if (published.has(id)) return id;
  }
  return dailyProblemOf(date, publishedIds);
}
