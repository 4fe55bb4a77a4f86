import { messages, type ManagedProblem } from '@zencode/shared/contract';
import { SearchInput } from '@/components/ui/search-input.tsx';
import { ProblemCollection, ProblemListPanel, ViewModeTabs } from '@/features/problems/index.ts';
import { DashboardHeader } from './dashboard-header.tsx';
import { ManagedProblemCard } from './managed-problem-card.tsx';
import { ManagedProblemRow } from './managed-problem-row.tsx';
import { useDashboard } from './use-dashboard.ts';
import { ProblemActionButtons } from './use-problem-admin-controls.tsx';

/**
 * /dashboard: search, Add Problem, Grid View / List View (grid first), every
 * problem with its status; Edit and Delete per problem, Upload Multiple and Export beside.
 */
export function DashboardView() {
  const dashboard = useDashboard();
  const { problems, problemsQuery, search, setSearch, view } = dashboard;
  const actionsOf = (problem: ManagedProblem) => (
    <ProblemActionButtons problem={problem} onEdit={dashboard.edit} onDelete={dashboard.remove} />
  );
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <DashboardHeader
        counts={problems ? { problems: problems.length, drafts: dashboard.drafts } : null}
        exporting={dashboard.exporting}
        onExport={() => void dashboard.exportAll()}
        onUpload={dashboard.upload}
        onAdd={dashboard.add}
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput value={search} onChange={setSearch} label="Search problems" />
        <ViewModeTabs
          panelId="dashboard-view"
          value={view}
          onChange={dashboard.setView}
          className="h-10"
        />
      </div>

      <ProblemListPanel
        panelId="dashboard-view"
        view={view}
        query={problemsQuery}
        errorMessage={problemsQuery.error?.message || messages.fetchProblemsFailed}
        empty={dashboard.matching.length === 0}
        onClearFilters={search.trim() ? () => setSearch('') : undefined}
      >
        <ProblemCollection
          view={view}
          problems={dashboard.matching}
          renderCard={(problem) => (
            <ManagedProblemCard problem={problem} actions={actionsOf(problem)} />
          )}
          renderRow={(problem) => (
            <ManagedProblemRow problem={problem} actions={actionsOf(problem)} />
          )}
        />
      </ProblemListPanel>

      {dashboard.dialogs}
    </main>
  );
}
