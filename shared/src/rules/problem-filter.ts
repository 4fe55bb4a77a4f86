import { DIFFICULTY_FILTER_ALL, type Difficulty } from '../contract/index.ts';

export type DifficultyFilter = Difficulty | typeof DIFFICULTY_FILTER_ALL;

/**
 * Problem search: the trimmed query matches name or statement case-insensitively; the
 * difficulty filter is an exact match or 'All'. Keeps the list's order.
 */
export function filterProblems<P extends { name: string; statement: string; difficulty: string }>(
  problems: readonly P[],
  query: string,
  difficulty: DifficultyFilter = DIFFICULTY_FILTER_ALL,
): P[] {
  const needle = query.trim().toLowerCase();
  return problems.filter(
    (problem) =>
      (difficulty === DIFFICULTY_FILTER_ALL || problem.difficulty === difficulty) &&
      (needle === '' ||
        problem.name.toLowerCase().includes(needle) ||
        problem.statement.toLowerCase().includes(needle)),
  );
}
