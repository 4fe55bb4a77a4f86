export { DifficultyBadge } from './difficulty-badge.tsx';
export {
  collectTags,
  filterProblems,
  numberProblems,
  type DifficultyFilter,
  type ProblemFilters,
  type SolvedFilter,
} from './filter-problems.ts';
export { ProblemFiltersBar } from './problem-filters.tsx';
export { ProblemCard } from './problem-card.tsx';
export { ProblemCollection } from './problem-collection.tsx';
export {
  defaultProblemListParams,
  parseProblemListParams,
  serializeProblemListParams,
  type ProblemListParams,
  type ProblemViewMode,
} from './problem-list-params.ts';
export { ProblemListPanel } from './problem-list-panel.tsx';
export { ProblemRow } from './problem-row.tsx';
export { stripMarkdown } from './strip-markdown.ts';
export { useProblemListState } from './use-problem-list-state.ts';
export { problemsQueryKey, useProblems } from './use-problems.ts';
export { useSolvedProblemIds } from './use-solved-problem-ids.ts';
export { ViewModeTabs } from './view-mode-tabs.tsx';
export { PickOneButton } from './pick-one-button.tsx';
export { ProblemSortBar } from './problem-sort-bar.tsx';
export { acceptanceRate, formatAcceptance, sortProblems } from './sort-problems.ts';
export { useProblemStats } from './use-problem-stats.ts';
export { ProblemsResults } from './problems-results.tsx';
export { useProblemsPage, type ProblemsPageData } from './use-problems-page.ts';
