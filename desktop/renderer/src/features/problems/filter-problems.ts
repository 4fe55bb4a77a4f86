import type { PatternId, Problem, SOLVED_FILTERS } from '@zencode/shared/contract';
import { type DifficultyFilter, filterProblems as searchProblems } from '@zencode/shared/rules';

export type { DifficultyFilter };
export type SolvedFilter = (typeof SOLVED_FILTERS)[number];

export interface ProblemFilters {
  search: string;
  difficulty: DifficultyFilter;
  /** '' for any tag. */
  tag: string;
  /** Signed-in users only; visitors have nothing solved to filter by. */
  solved: SolvedFilter;
  /** '' for any pattern. */
  pattern: PatternId | '';
}

/**
 * The problems matching the list's filters: the shared search rule (name or statement,
 * case-insensitive; difficulty exact or All), then the chosen tag, if any, then solved or unsolved
 * against `solvedIds` (null for visitors: no solved filter), and the chosen pattern against
 * `patternOf` (each problem's pattern).
 */
export function filterProblems(
  problems: readonly Problem[],
  filters: ProblemFilters,
  solvedIds: ReadonlySet<string> | null = null,
  patternOf: ReadonlyMap<string, PatternId | null> = new Map(),
  numbers: ReadonlyMap<string, number> = new Map(),
): Problem[] {
  const searched = searchProblems(problems, filters.search, filters.difficulty);
  const numbered = problemNumbered(problems, filters.search, numbers);
  // A search for a number also finds the problem with that number, as LeetCode's does.
  const found =
    numbered &&
    !searched.includes(numbered) &&
    (filters.difficulty === 'All' || numbered.difficulty === filters.difficulty)
      ? [numbered, ...searched]
      : searched;
  const inPattern =
    filters.pattern === ''
      ? found
      : found.filter((problem) => patternOf.get(problem._id) === filters.pattern);
  const tagged =
    filters.tag === ''
      ? inPattern
      : inPattern.filter((problem) => problem.tags.includes(filters.tag));
  if (!solvedIds || filters.solved === 'All') return tagged;
  const wanted = filters.solved === 'Solved';
  return tagged.filter((problem) => solvedIds.has(problem._id) === wanted);
}

/** The problem whose number the search is ("12" or "#12"), if any. */
function problemNumbered<P extends Problem>(
  problems: readonly P[],
  search: string,
  numbers: ReadonlyMap<string, number>,
): P | undefined {
  const match = /^#?(\d+)$/.exec(search.trim());
  if (!match) return undefined;
  const wanted = Number(match[1]);
  return problems.find((problem) => numbers.get(problem._id) === wanted);
}

/** The list with the problem whose number the search is moved to the front, whatever the sort. */
export function numberedFirst<P extends Problem>(
  list: readonly P[],
  search: string,
  numbers: ReadonlyMap<string, number>,
): P[] {
  const numbered = problemNumbered(list, search, numbers);
  return numbered ? [numbered, ...list.filter((problem) => problem !== numbered)] : [...list];
}

/** Each problem's number: its place in the whole catalogue, 1 first, whatever the filters. */
export function numberProblems(problems: readonly Problem[]): ReadonlyMap<string, number> {
  return new Map(problems.map((problem, index) => [problem._id, index + 1]));
}

/** Every tag used by the problems, sorted alphabetically, each once. */
export function collectTags(problems: readonly Problem[]): string[] {
  return [...new Set(problems.flatMap((problem) => problem.tags))].sort((a, b) =>
    a.localeCompare(b),
  );
}
