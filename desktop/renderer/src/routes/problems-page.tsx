import { messages } from '@zencode/shared/contract';
import { useDeferredValue, useMemo } from 'react';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { useProblemAdminControls } from '@/features/admin/index.ts';
import { DailyProblemCard } from '@/features/review-queue/index.ts';
import {
  type ProblemListParams,
  type ProblemViewMode,
  ProblemCard,
  ProblemCollection,
  ProblemFiltersBar,
  ProblemListPanel,
  ProblemRow,
  PickOneButton,
  ProblemSortBar,
  acceptanceRate,
  collectTags,
  filterProblems,
  formatAcceptance,
  numberProblems,
  sortProblems,
  useProblemListState,
  useProblemStats,
  useProblems,
  useSolvedProblemIds,
  ViewModeTabs,
} from '@/features/problems/index.ts';

// Rendering is paginated so thousands of problems stay smooth; 36 fills 1, 2 or 3 columns evenly.
const pageSizes: Record<ProblemViewMode, number> = { grid: 36, list: 50 };

/**
 * /problems: search, difficulty, pattern and tag filters, sorting (number, title, difficulty,
 * acceptance), Pick one, grid or list view, one page at a time.
 */
export function ProblemsPage() {
  const { params, update: updateParams } = useProblemListState();
  const problemsQuery = useProblems();
  const solvedIds = useSolvedProblemIds();
  const search = useDeferredValue(params.search);
  const admin = useProblemAdminControls();
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
      sortProblems(
        filterProblems(
          problems ?? [],
          {
            search,
            difficulty: params.difficulty,
            tag: params.tag,
            solved: params.solved,
            pattern: params.pattern,
          },
          solvedIds,
          patternOf,
        ),
        params.sort,
        params.order,
        numbers,
        stats,
      ),
    [problems, search, params, solvedIds, patternOf, numbers, stats],
  );
  const acceptanceOf = (id: string) => formatAcceptance(acceptanceRate(stats.get(id)));
  const pageSize = pageSizes[params.view];
  const totalPages = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(params.page, totalPages);
  const visible = matching.slice((page - 1) * pageSize, page * pageSize);

  const update = (patch: Partial<ProblemListParams>) => {
    updateParams(patch);
    if (patch.page !== undefined) window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const filtered =
    params.search !== '' ||
    params.difficulty !== 'All' ||
    params.tag !== '' ||
    params.pattern !== '' ||
    (solvedIds !== null && params.solved !== 'All');

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader
        title="Problems"
        description={
          problems
            ? `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} to practise, one at a time.`
            : 'Pick a problem and settle in.'
        }
        actions={
          <div className="flex flex-col gap-3 sm:items-end">
            {admin.toolbar}
            <ViewModeTabs
              panelId="problems-view"
              value={params.view}
              onChange={(view) => update({ view })}
            />
          </div>
        }
      />

      <DailyProblemCard className="mb-4" />
      <ProblemFiltersBar
        filters={params}
        tags={tags}
        onChange={update}
        showSolved={solvedIds !== null}
      />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <ProblemSortBar sort={params.sort} order={params.order} onChange={update} />
        <PickOneButton problems={matching} solvedIds={solvedIds} />
      </div>

      <ProblemListPanel
        panelId="problems-view"
        view={params.view}
        query={problemsQuery}
        errorMessage={messages.fetchProblemsFailed}
        empty={matching.length === 0}
        onClearFilters={
          filtered
            ? () => update({ search: '', difficulty: 'All', tag: '', solved: 'All', pattern: '' })
            : undefined
        }
      >
        <p className="mb-3 text-xs text-muted-foreground tabular-nums" aria-live="polite">
          {matching.length === problems?.length
            ? `Showing ${(page - 1) * pageSize + 1}–${(page - 1) * pageSize + visible.length} of ${matching.length}`
            : `${matching.length} of ${problems?.length ?? 0} match · showing ${(page - 1) * pageSize + 1}–${(page - 1) * pageSize + visible.length}`}
        </p>
        <ProblemCollection
          view={params.view}
          problems={visible}
          renderCard={(problem) => (
            <ProblemCard
              problem={problem}
              number={numbers.get(problem._id)}
              solved={solvedIds?.has(problem._id) ?? false}
              acceptance={acceptanceOf(problem._id)}
              actions={admin.renderActions?.(problem)}
            />
          )}
          renderRow={(problem) => (
            <ProblemRow
              problem={problem}
              number={numbers.get(problem._id)}
              solved={solvedIds ? solvedIds.has(problem._id) : null}
              acceptance={acceptanceOf(problem._id)}
              actions={admin.renderActions?.(problem)}
            />
          )}
        />
        <Pagination
          className="mt-8"
          page={page}
          totalPages={totalPages}
          onPageChange={(next) => update({ page: next })}
        />
      </ProblemListPanel>
      {admin.dialogs}
    </main>
  );
}
