import { filterProblems } from '@zencode/shared/rules';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { ProblemViewMode } from '@/features/problems/index.ts';
import { adminApi } from './admin-api.ts';
import { downloadJson } from './download-json.ts';
import { useManagedProblems } from './use-admin-problems.ts';
import { useProblemDialogs } from './use-problem-dialogs.tsx';

/**
 * The dashboard's data: every problem and those matching the search, the view mode, Export, the
 * add/edit/delete/upload dialogs, and a problem just created, scrolled to once the list has it.
 */
export function useDashboard() {
  const problemsQuery = useManagedProblems();
  const [search, setSearch] = useState('');
  const [view, setView] = useState<ProblemViewMode>('grid');
  const [exporting, setExporting] = useState(false);
  const query = useDeferredValue(search);
  // A problem just created: scrolled to and outlined once the reloaded list has it.
  const [created, setCreated] = useState<string | null>(null);
  const scrolledTo = useRef<string | null>(null);
  const dialogs = useProblemDialogs((saved) => {
    setSearch('');
    setCreated(saved._id);
  });

  const problems = problemsQuery.data;
  const matching = useMemo(() => filterProblems(problems ?? [], query), [problems, query]);
  useEffect(() => {
    if (!created || scrolledTo.current === created) return;
    const card = document.querySelector(`[data-problem-id="${CSS.escape(created)}"]`);
    if (!card) return;
    card.scrollIntoView({ block: 'center' });
    scrolledTo.current = created;
  }, [created, matching]);

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

  return {
    problemsQuery,
    problems,
    drafts: problems?.filter((problem) => problem.status === 'draft').length ?? 0,
    matching,
    search,
    setSearch,
    view,
    setView,
    created,
    exporting,
    exportAll,
    ...dialogs,
  };
}
