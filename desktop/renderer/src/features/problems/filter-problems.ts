import type { Problem } from '@zencode/shared/contract';
import { type DifficultyFilter, filterProblems as searchProblems } from '@zencode/shared/rules';

export type { DifficultyFilter };

export interface ProblemFilters {
  search: string;
  difficulty: DifficultyFilter;
  /** '' for any tag. */
  tag: string;
}

/**
 * The problems matching the list's filters: the shared search rule (name or statement,
 * case-insensitive; difficulty exact or All), then the chosen tag, if any.
 */
export function filterProblems(problems: readonly Problem[], filters: ProblemFilters): Problem[] {
  const found = searchProblems(problems, filters.search, filters.difficulty);
  return filters.tag === '' ? found : found.filter((problem) => problem.tags.includes(filters.tag));
}

/** Every tag used by the problems, sorted alphabetically, each once. */
export function collectTags(problems: readonly Problem[]): string[] {
  return [...new Set(problems.flatMap((problem) => problem.tags))].sort((a, b) =>
    a.localeCompare(b),
  );
}
