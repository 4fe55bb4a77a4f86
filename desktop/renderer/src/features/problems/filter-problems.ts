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
): Problem[] {
  const found = searchProblems(problems, filters.search, filters.difficulty);
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
