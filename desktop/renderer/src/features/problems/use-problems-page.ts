import { useDeferredValue, useMemo } from 'react';
import {
  clearedFilters,
  narrowsList,
  type ProblemListParams,
  type ProblemViewMode,
} from './problem-list-params.ts';
import { collectTags, filterProblems, numberedFirst, numberProblems } from './filter-problems.ts';
import { acceptanceRate, formatAcceptance, sortProblems } from './sort-problems.ts';
import { useProblemListState } from './use-problem-list-state.ts';
import { useProblemStats } from './use-problem-stats.ts';
import { useProblems } from './use-problems.ts';
import { useSolvedProblemIds } from './use-solved-problem-ids.ts';

// Rendering is paginated so thousands of problems stay smooth; 36 fills 1, 2 or 3 columns evenly.
const pageSizes: Record<ProblemViewMode, number> = { grid: 36, list: 50 };

/**
 * The /problems page's data: the list state kept in the URL, the problems matching its filters in
 * its order, and the page of them shown.
 */
export function useProblemsPage() {
  const { params, update: updateParams } = useProblemListState();
  const problemsQuery = useProblems();
  const solvedIds = useSolvedProblemIds();
  const search = useDeferredValue(params.search);
  const stats = useProblemStats();
  const patternOf = useMemo(
    () => new Map([...stats].map(([id, { pattern }]) => [id, pattern])),
    [stats],
  );

  const problems = problemsQuery.data;
  const tags = useMemo(() => collectTags(problems ?? []), [problems]);
  const numbers = useMemo(() => numberProblems(problems ?? []), [problems]);
  const matching = useMemo(
    () =>
      numberedFirst(
        sortProblems(
          // The search as typed lags behind (deferred) so typing stays smooth on long lists.
          filterProblems(problems ?? [], { ...params, search }, solvedIds, patternOf, numbers),
          params.sort,
          params.order,
          numbers,
          stats,
        ),
        search,
        numbers,
      ),
    [problems, search, params, solvedIds, patternOf, numbers, stats],
  );
  const pageSize = pageSizes[params.view];
  const totalPages = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(params.page, totalPages);

  const update = (patch: Partial<ProblemListParams>) => {
    updateParams(patch);
    if (patch.page !== undefined) window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return {
    params,
    update,
    problemsQuery,
    solvedIds,
    tags,
    numbers,
    matching,
    /** The problems on the page shown, and where they start in `matching`. */
    visible: matching.slice((page - 1) * pageSize, page * pageSize),
    firstIndex: (page - 1) * pageSize,
    page,
    totalPages,
    acceptanceOf: (id: string) => formatAcceptance(acceptanceRate(stats.get(id))),
    clearFilters: narrowsList(params, solvedIds !== null)
      ? () => update(clearedFilters)
      : undefined,
  };
}

/** What useProblemsPage gives the page's parts. */
export type ProblemsPageData = ReturnType<typeof useProblemsPage>;
