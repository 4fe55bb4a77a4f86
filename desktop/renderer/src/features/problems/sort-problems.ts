import { DIFFICULTIES, type Problem, type ProblemStats } from '@zencode/shared/contract';

export const problemSorts = ['number', 'title', 'difficulty', 'acceptance'] as const;
export type ProblemSort = (typeof problemSorts)[number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** accepted ÷ submitted, or null while nobody has submitted. */
export function acceptanceRate(stats: ProblemStats | undefined): number | null {
  return stats && stats.submitted > 0 ? stats.accepted / stats.submitted : null;
}

/** A rate as the list shows it: `52.4%`, or an em dash without submissions. */
export function formatAcceptance(rate: number | null): string {
  return rate === null ? '—' : `${(rate * 100).toFixed(1)}%`;
}

/**
 * The problems in the chosen order; ties keep catalogue order. Problems nobody submitted to come
 * last when sorting by acceptance, in either direction: they have no rate to compare.
 */
export function sortProblems<P extends Problem>(
  problems: readonly P[],
  sort: ProblemSort,
  order: SortOrder,
  numbers: ReadonlyMap<string, number>,
  stats: ReadonlyMap<string, ProblemStats>,
): P[] {
  const sign = order === 'asc' ? 1 : -1;
  const number = (problem: P) => numbers.get(problem._id) ?? Number.MAX_SAFE_INTEGER;
  const compare = (a: P, b: P): number => {
    switch (sort) {
      case 'title':
        return a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
      case 'difficulty':
        return DIFFICULTIES.indexOf(a.difficulty) - DIFFICULTIES.indexOf(b.difficulty);
      case 'acceptance':
        return (acceptanceRate(stats.get(a._id)) ?? 0) - (acceptanceRate(stats.get(b._id)) ?? 0);
      default:
        return number(a) - number(b);
    }
  };
  const unrated = (problem: P) =>
    sort === 'acceptance' && acceptanceRate(stats.get(problem._id)) === null;
  return [...problems].sort(
    (a, b) =>
      Number(unrated(a)) - Number(unrated(b)) || sign * compare(a, b) || number(a) - number(b),
  );
}

/**
 * The sort a click on a column header asks for: the same column turns its order round; another
 * column starts in the order most wanted first (acceptance from the highest, the rest ascending).
 */
export function sortOnHeaderClick(
  current: { sort: ProblemSort; order: SortOrder },
  clicked: ProblemSort,
): { sort: ProblemSort; order: SortOrder } {
  if (clicked === current.sort) {
    return { sort: clicked, order: current.order === 'asc' ? 'desc' : 'asc' };
  }
  return { sort: clicked, order: clicked === 'acceptance' ? 'desc' : 'asc' };
}
