import { messages, type ManagedProblem } from '@zencode/shared/contract';
import { filterProblems } from '@zencode/shared/rules';
import { DownloadIcon } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { SearchInput } from '@/components/ui/search-input.tsx';
import {
  ProblemCollection,
  ProblemListPanel,
  type ProblemViewMode,
  ViewModeTabs,
} from '@/features/problems/index.ts';
import { adminApi } from './admin-api.ts';
import { downloadJson } from './download-json.ts';
import { ManagedProblemCard, ManagedProblemRow } from './managed-problem-card.tsx';
import { useManagedProblems } from './use-admin-problems.ts';
import { AddProblemButtons } from './add-problem-buttons.tsx';
import { ProblemActionButtons } from './use-problem-admin-controls.tsx';
import { useProblemDialogs } from './use-problem-dialogs.tsx';

/**
 * /dashboard (spec section 2): search, Add Problem, Grid View / List View (grid first), every
 * problem with its status; Edit and Delete per problem, Upload Multiple and Export beside.
 */
export function DashboardView() {
  const problemsQuery = useManagedProblems();
  const [search, setSearch] = useState('');
  const [view, setView] = useState<ProblemViewMode>('grid');
  const [exporting, setExporting] = useState(false);
  const query = useDeferredValue(search);
  // A problem just created: scrolled to and outlined once the reloaded list has it.
  const [created, setCreated] = useState<string | null>(null);
  const scrolledTo = useRef<string | null>(null);
  const { add, edit, remove, upload, dialogs } = useProblemDialogs((saved) => {
    setSearch('');
    setCreated(saved._id);
  });

  const problems = problemsQuery.data;
  const matching = useMemo(() => filterProblems(problems ?? [], query), [problems, query]);
  const drafts = problems?.filter((problem) => problem.status === 'draft').length ?? 0;
  useEffect(() => {
    if (!created || scrolledTo.current === created) return;
    const card = document.querySelector(`[data-problem-id="${CSS.escape(created)}"]`);
    if (!card) return;
    card.scrollIntoView({ block: 'center' });
    scrolledTo.current = created;
  }, [created, matching]);

  const actionsOf = (problem: ManagedProblem) => (
    <ProblemActionButtons problem={problem} onEdit={edit} onDelete={remove} />
  );

  async function exportAll() {
    setExporting(true);
    try {
      downloadJson('zencode-problems.json', await adminApi.exportCatalogue());
    } catch {
      // apiCall logged it; the button simply becomes available again.
    } finally {
      setExporting(false);
    }
  }

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader
        title="Dashboard"
        description={
          problems
            ? `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}, ${drafts} ${drafts === 1 ? 'draft' : 'drafts'}. Drafts stay hidden from learners until published.`
            : 'Write, validate and publish the problems of the catalogue.'
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="ghost" onClick={() => void exportAll()} disabled={exporting}>
              <DownloadIcon />
              {exporting ? 'Exporting...' : 'Export'}
            </Button>
            <AddProblemButtons onUpload={upload} onAdd={add} />
          </div>
        }
        stackUntil="md"
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput value={search} onChange={setSearch} label="Search problems" />
        <ViewModeTabs panelId="dashboard-view" value={view} onChange={setView} className="h-10" />
      </div>

      <ProblemListPanel
        panelId="dashboard-view"
        view={view}
        query={problemsQuery}
        errorMessage={problemsQuery.error?.message || messages.fetchProblemsFailed}
        empty={matching.length === 0}
        onClearFilters={search.trim() ? () => setSearch('') : undefined}
      >
        <ProblemCollection
          view={view}
          problems={matching}
          renderCard={(problem) => (
            <ManagedProblemCard
              problem={problem}
              actions={actionsOf(problem)}
              isNew={problem._id === created}
            />
          )}
          renderRow={(problem) => (
            <ManagedProblemRow
              problem={problem}
              actions={actionsOf(problem)}
              isNew={problem._id === created}
            />
          )}
        />
      </ProblemListPanel>

      {dialogs}
    </main>
  );
}
