import { fillRoute, pageRoutes, type ProblemAuthoring } from '@zencode/shared/contract';
import { DownloadIcon, EyeIcon, PlayIcon, SendIcon, Undo2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { DifficultyBadge } from '@/features/problems/index.ts';
import { publishBlocker } from './publish-blocker.ts';
import { StatusBadge } from './status-badges.tsx';
import type { AuthoringActions } from './use-authoring-actions.ts';

/** The problem's name, status and difficulty, with Preview, Export, Validate and Publish. */
export function AuthoringHeader({
  problemId,
  authoring,
  actions,
}: {
  problemId: string;
  authoring: ProblemAuthoring;
  actions: AuthoringActions;
}) {
  const { busy } = actions;
  const published = authoring.status === 'published';
  // Publish (a draft) and Publish revision wait for a passing validation of what they would
  // publish (a revision's validation is `authoring.validation`); the reason shows beside them.
  const publishes = authoring.revision !== null || !published;
  const blocker = publishes ? publishBlocker(authoring.validation) : null;
  const reason = blocker ? { 'aria-describedby': 'publish-blocker' } : {};
  return (
    <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {authoring.problem.name}
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <StatusBadge status={authoring.status} />
          <DifficultyBadge difficulty={authoring.problem.difficulty} />
          <span className="font-mono text-xs">{problemId}</span>
        </div>
      </div>
      <div className="grid gap-2 lg:justify-items-end">
        <div className="flex flex-wrap gap-2 lg:justify-end">
          <Button asChild variant="ghost">
            <Link to={fillRoute(pageRoutes.problem, { id: problemId })} aria-label="Preview">
              <EyeIcon />
              <span className="hidden sm:inline">Preview</span>
            </Link>
          </Button>
          <Button
            variant="ghost"
            onClick={() => void actions.exportProblem()}
            disabled={busy !== null}
            aria-label="Export"
          >
            <DownloadIcon />
            <span className="hidden sm:inline">Export</span>
          </Button>
          <Button
            variant="outline"
            onClick={() => void actions.validate()}
            disabled={busy !== null}
          >
            {busy === 'validate' ? <Spinner className="size-4" /> : <PlayIcon />}
            {busy === 'validate' ? 'Validating...' : 'Validate'}
          </Button>
          {authoring.revision && (
            <Button
              onClick={() => void actions.publishRevision()}
              disabled={busy !== null || blocker !== null}
              {...reason}
            >
              <SendIcon />
              Publish revision
            </Button>
          )}
          <Button
            variant={published ? 'secondary' : 'default'}
            onClick={() => void actions.togglePublished(published)}
            disabled={busy !== null || (!published && blocker !== null)}
            {...(published ? {} : reason)}
          >
            {published ? <Undo2Icon /> : <SendIcon />}
            {published ? 'Unpublish' : 'Publish'}
          </Button>
        </div>
        {blocker && (
          <p
            id="publish-blocker"
            data-testid="publish-blocker"
            className="max-w-md text-sm text-muted-foreground lg:text-right"
          >
            {blocker}
          </p>
        )}
      </div>
    </div>
  );
}
