import { fillRoute, pageRoutes } from '@zencode/shared/contract';
import {
  BugIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloudUploadIcon,
  HouseIcon,
  PanelLeftIcon,
  PlayIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip.tsx';
import { DesktopStatus } from '@/features/desktop/index.ts';
import { ThemeToggle } from '@/features/theme/index.ts';
import { isDesktop } from '@/lib/platform.ts';
import { ProblemUserMenu } from './problem-user-menu.tsx';
import { problemShortcuts } from './problem-commands.ts';
import { StreakCounter } from './streak-counter.tsx';

function Hint({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

function NeighbourButton({
  to,
  label,
  children,
}: {
  to: string | null;
  label: string;
  children: ReactNode;
}) {
  if (to === null) {
    return (
      <Button variant="ghost" size="icon" className="size-8" aria-label={label} disabled>
        {children}
      </Button>
    );
  }
  return (
    <Hint label={label}>
      <Button asChild variant="ghost" size="icon" className="size-8 text-muted-foreground">
        <Link to={fillRoute(pageRoutes.problem, { id: to })} aria-label={label}>
          {children}
        </Link>
      </Button>
    </Hint>
  );
}

export interface ProblemTopBarProps {
  previousId: string | null;
  nextId: string | null;
  onToggleSidebar: () => void;
  onRun: () => void;
  onSubmit: () => void;
  onDebug: () => void;
  running: boolean;
  submitting: boolean;
  reviewing: boolean;
  /** No editor yet (problem loading or missing): the actions wait. */
  ready: boolean;
  /** A blank editor has nothing to run or submit (Debug still answers 'No code to review.'). */
  hasCode?: boolean;
  username: string | null;
}

/**
 * The problem page's bar: home, problems sidebar, previous/next; Run, Submit, Debug in the middle;
 * streak (desktop), theme and user menu on the right.
 */
export function ProblemTopBar(props: ProblemTopBarProps) {
  const busy = props.running || props.submitting;
  const canJudge = props.ready && props.hasCode !== false && !busy;
  return (
    // Sticky: on a phone the panes stack and the page scrolls, and Run and Submit stay in reach.
    <header className="sticky top-0 z-30 flex h-13 shrink-0 items-center gap-1 border-b bg-background px-2 sm:gap-2 sm:px-3">
      <div className="flex flex-1 items-center gap-0.5">
        <Hint label="Home">
          <Button asChild variant="ghost" size="icon" className="size-8 text-muted-foreground">
            <Link to={pageRoutes.home} aria-label="Home">
              <HouseIcon />
            </Link>
          </Button>
        </Hint>
        <Hint label="Problems">
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground"
            aria-label="Toggle problems sidebar"
            onClick={props.onToggleSidebar}
          >
            <PanelLeftIcon />
          </Button>
        </Hint>
        <NeighbourButton to={props.previousId} label="Previous problem">
          <ChevronLeftIcon />
        </NeighbourButton>
        <NeighbourButton to={props.nextId} label="Next problem">
          <ChevronRightIcon />
        </NeighbourButton>
      </div>

      <div className="flex items-center gap-1.5">
        <Hint label={`Run (${problemShortcuts.run.hint})`}>
          <Button
            variant="secondary"
            size="sm"
            onClick={props.onRun}
            disabled={!canJudge}
            aria-label="Run"
            aria-keyshortcuts={problemShortcuts.run.aria}
          >
            {props.running ? <Spinner className="size-4" label="Running" /> : <PlayIcon />}
            <span className="hidden sm:inline">{props.running ? 'Running...' : 'Run'}</span>
          </Button>
        </Hint>
        <Hint label={`Submit (${problemShortcuts.submit.hint})`}>
          <Button
            size="sm"
            onClick={props.onSubmit}
            disabled={!canJudge}
            aria-label="Submit"
            aria-keyshortcuts={problemShortcuts.submit.aria}
          >
            {props.submitting ? (
              <Spinner className="size-4 text-primary-foreground" label="Submitting" />
            ) : (
              <CloudUploadIcon />
            )}
            <span className="hidden sm:inline">
              {props.submitting ? 'Submitting...' : 'Submit'}
            </span>
          </Button>
        </Hint>
        <Hint label="Debug: review my code">
          <Button
            variant="ghost"
            size="sm"
            onClick={props.onDebug}
            disabled={!props.ready || props.reviewing}
            aria-label="Debug"
          >
            {props.reviewing ? <Spinner className="size-4" label="Reviewing" /> : <BugIcon />}
            <span className="hidden sm:inline">Debug</span>
          </Button>
        </Hint>
      </div>

      <div className="flex flex-1 items-center justify-end gap-1">
        {isDesktop() && <DesktopStatus />}
        <StreakCounter username={props.username} className="hidden md:inline-flex" />
        <ThemeToggle className="hidden size-8 md:inline-flex" />
        <ProblemUserMenu />
      </div>
    </header>
  );
}
