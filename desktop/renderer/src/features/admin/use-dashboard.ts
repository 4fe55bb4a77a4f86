import { fillRoute, pageRoutes } from '@zencode/shared/contract';
import { filterProblems } from '@zencode/shared/rules';
import { useDeferredValue, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ProblemViewMode } from '@/features/problems/index.ts';
import { adminApi } from './admin-api.ts';
import { downloadJson } from './download-json.ts';
import { useManagedProblems } from './use-admin-problems.ts';
import { useProblemDialogs } from './use-problem-dialogs.tsx';

/**
 * The dashboard's data: every problem and those matching the search, the view mode, Export, the
 * add/edit/delete/upload dialogs. A problem just created opens in its editor, where a new draft's
 * next steps (cases, references, validation) are, rather than somewhere in a long grid.
 */
export function useDashboard() {
  const problemsQuery = useManagedProblems();
  const [search, setSearch] = useState('');
  const [view, setView] = useState<ProblemViewMode>('grid');
  const [exporting, setExporting] = useState(false);
  const query = useDeferredValue(search);
  const navigate = useNavigate();
  const dialogs = useProblemDialogs((saved) =>
    navigate(fillRoute(pageRoutes.problemAuthoring, { id: saved._id })),
  );

  const problems = problemsQuery.data;
  const matching = useMemo(() => filterProblems(problems ?? [], query), [problems, query]);

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
    exporting,
    exportAll,
    ...dialogs,
  };
}
