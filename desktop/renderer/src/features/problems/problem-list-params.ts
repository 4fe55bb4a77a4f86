import {
  patternIds,
  DEFAULT_PROBLEM_VIEW_MODE,
  DIFFICULTY_FILTERS,
  DIFFICULTY_FILTER_ALL,
  PROBLEM_VIEW_MODES,
  SOLVED_FILTERS,
} from '@zencode/shared/contract';
import type { DifficultyFilter, ProblemFilters } from './filter-problems.ts';
import { problemSorts, sortOrders, type ProblemSort, type SortOrder } from './sort-problems.ts';

export type ProblemViewMode = (typeof PROBLEM_VIEW_MODES)[number];

/**
 * The list's state, kept in the URL (`?q=&difficulty=&tag=&solved=&pattern=&sort=&order=&view=&page=`)
 * so back and reload keep it.
 */
export interface ProblemListParams extends ProblemFilters {
  sort: ProblemSort;
  order: SortOrder;
  view: ProblemViewMode;
  page: number;
}

export const defaultProblemListParams: ProblemListParams = {
  search: '',
  difficulty: DIFFICULTY_FILTER_ALL,
  tag: '',
  solved: 'All',
  pattern: '',
  sort: 'number',
  order: 'asc',
  view: DEFAULT_PROBLEM_VIEW_MODE,
  page: 1,
};

/**
 * Whether any filter narrows the list (the solved filter only counts when the visitor's solved
 * problems are known, i.e. signed in).
 */
export function narrowsList(params: ProblemFilters, solvedKnown: boolean): boolean {
  return (
    params.search !== '' ||
    params.difficulty !== DIFFICULTY_FILTER_ALL ||
    params.tag !== '' ||
    params.pattern !== '' ||
    (solvedKnown && params.solved !== 'All')
  );
}

/** The filters of the default list: what 'Clear filters' sets. */
export const clearedFilters: ProblemFilters = {
  search: defaultProblemListParams.search,
  difficulty: defaultProblemListParams.difficulty,
  tag: defaultProblemListParams.tag,
  solved: defaultProblemListParams.solved,
  pattern: defaultProblemListParams.pattern,
};

/** Reads the list state from a query string; unknown or malformed values fall back to defaults. */
export function parseProblemListParams(query: URLSearchParams): ProblemListParams {
  // Hand-typed links vary in case (`?difficulty=hard`): read them whatever the case.
  const named = (key: string) => query.get(key)?.toLowerCase();
  const difficulty = DIFFICULTY_FILTERS.find(
    (value) => value.toLowerCase() === named('difficulty'),
  );
  const solved = SOLVED_FILTERS.find((value) => value.toLowerCase() === named('solved'));
  const view = PROBLEM_VIEW_MODES.find((value) => value === query.get('view'));
  const page = Number.parseInt(query.get('page') ?? '', 10);
  const pattern = patternIds.find((value) => value === query.get('pattern'));
  const sort = problemSorts.find((value) => value === query.get('sort'));
  const order = sortOrders.find((value) => value === query.get('order'));
  return {
    search: query.get('q') ?? '',
    difficulty: (difficulty ?? DIFFICULTY_FILTER_ALL) as DifficultyFilter,
    tag: query.get('tag') ?? '',
    solved: solved ?? 'All',
    pattern: pattern ?? '',
    sort: sort ?? 'number',
    order: order ?? 'asc',
    view: view ?? DEFAULT_PROBLEM_VIEW_MODE,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Writes the list state as a query string, leaving defaults out so plain /problems stays clean. */
export function serializeProblemListParams(params: ProblemListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search) query.set('q', params.search);
  if (params.difficulty !== DIFFICULTY_FILTER_ALL) query.set('difficulty', params.difficulty);
  if (params.tag) query.set('tag', params.tag);
  if (params.solved !== 'All') query.set('solved', params.solved.toLowerCase());
  if (params.pattern) query.set('pattern', params.pattern);
  if (params.sort !== 'number') query.set('sort', params.sort);
  if (params.order !== 'asc') query.set('order', params.order);
  if (params.view !== DEFAULT_PROBLEM_VIEW_MODE) query.set('view', params.view);
  if (params.page > 1) query.set('page', String(params.page));
  return query;
}
