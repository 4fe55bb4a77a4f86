import {
  type LanguageId,
  type ProblemFull,
  problemPageLanguages,
  type Signature,
  messages,
} from '@zencode/shared/contract';
import { normalizeLanguage, problemNeighbours } from '@zencode/shared/rules';
import { useState } from 'react';
import { useAuth } from '@/features/auth/index.ts';
import { useProblems, useSolvedProblemIds } from '@/features/problems/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import { ProblemsSidebar } from './problems-sidebar.tsx';
import { ProblemTopBar } from './problem-top-bar.tsx';
import { useProblemFull } from './problem-queries.ts';
import { SolvingView } from './solving-view.tsx';
import { readLastLanguage } from './draft-storage.ts';

/** The language last used on this problem, when the problem offers it (no Rust on Clone Graph). */
function openingLanguage(problemId: string, signature: Signature): LanguageId {
  const saved = normalizeLanguage(readLastLanguage(problemId) ?? '');
  return saved && problemPageLanguages(signature).includes(saved) ? saved : 'cpp';
}

/**
 * /problems/{id}: loads the problem, then the solving view; the top bar and the problems sidebar
 * are there from the first paint. Texts 'Loading problem...', 'Problem not found.' and
 * 'Failed to fetch problem.'.
 */
export function ProblemWorkspace({ problemId }: { problemId: string }) {
  const full = useProblemFull(problemId);
  const problems = useProblems();
  const solvedIds = useSolvedProblemIds();
  const auth = useAuth();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const neighbours = problemNeighbours(problems.data ?? [], problemId);
  const username = auth.status === 'authenticated' ? auth.user.username : null;
  const solved =
    auth.status === 'authenticated' &&
    auth.user.role === 'user' &&
    (solvedIds?.has(problemId) ?? false);

  const sidebar = (
    <ProblemsSidebar
      open={sidebarOpen}
      onOpenChange={setSidebarOpen}
      problems={problems.data}
      currentId={problemId}
      solvedIds={solvedIds}
    />
  );
  const chrome = {
    previousId: neighbours.previous,
    nextId: neighbours.next,
    onToggleSidebar: () => setSidebarOpen((open) => !open),
    username,
  };

  if (!full.data) {
    const notFound = full.error instanceof ApiError && full.error.status === 404;
    const text = full.isPending
      ? messages.loadingProblem
      : notFound
        ? messages.problemNotFound
        : messages.fetchProblemFailed;
    return (
      <div className="flex h-dvh flex-col">
        <ProblemTopBar
          {...chrome}
          onRun={() => undefined}
          onSubmit={() => undefined}
          onDebug={() => undefined}
          running={false}
          submitting={false}
          reviewing={false}
          ready={false}
        />
        <div className="flex flex-1 items-center justify-center p-6">
          <p
            role={full.isPending ? 'status' : 'alert'}
            className={full.isPending ? 'text-sm text-muted-foreground' : 'text-sm text-hard'}
          >
            {text}
          </p>
        </div>
        {sidebar}
      </div>
    );
  }

  return (
    <>
      <SolvingView
        key={problemId}
        full={full.data satisfies ProblemFull}
        solved={solved}
        chrome={chrome}
        initialLanguage={openingLanguage(problemId, full.data.details.signature)}
      />
      {sidebar}
    </>
  );
}
