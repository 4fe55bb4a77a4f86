import { type ProblemFull, messages } from '@zencode/shared/contract';
import { ApiError } from '@/lib/api-client.ts';
import { ProblemTopBar } from './problem-top-bar.tsx';
import { ProblemsSidebar } from './problems-sidebar.tsx';
import { SolvingView } from './solving-view.tsx';
import { openingLanguage, useProblemWorkspace } from './use-problem-workspace.ts';

/**
 * /problems/{id}: loads the problem, then the solving view; the top bar and the problems sidebar
 * are there from the first paint. Texts 'Loading problem...', 'Problem not found.' and
 * 'Failed to fetch problem.'.
 */
export function ProblemWorkspace({ problemId }: { problemId: string }) {
  const { full, chrome, solved, sidebar: sidebarProps } = useProblemWorkspace(problemId);
  const sidebar = <ProblemsSidebar {...sidebarProps} />;

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
