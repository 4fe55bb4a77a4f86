import { messages } from '@zencode/shared/contract';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useProblemAdminControls } from '@/features/admin/index.ts';
import { DailyProblemCard } from '@/features/review-queue/index.ts';
import {
  ProblemFiltersBar,
  ProblemListPanel,
  ProblemsResults,
  PickOneButton,
  ProblemSortBar,
  useProblemsPage,
  ViewModeTabs,
} from '@/features/problems/index.ts';

/**
 * /problems: search, difficulty, pattern and tag filters, sorting (number, title, difficulty,
 * acceptance), Pick one, grid or list view, one page at a time.
 */
export function ProblemsPage() {
  const data = useProblemsPage();
  const { params, update, solvedIds, matching } = data;
  const problems = data.problemsQuery.data;
  const admin = useProblemAdminControls();

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
        tags={data.tags}
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
        query={data.problemsQuery}
        errorMessage={messages.fetchProblemsFailed}
        empty={matching.length === 0}
        onClearFilters={data.clearFilters}
      >
        <ProblemsResults data={data} renderActions={admin.renderActions} />
      </ProblemListPanel>
      {admin.dialogs}
    </main>
  );
}
