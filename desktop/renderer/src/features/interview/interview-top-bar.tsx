import { fillRoute, pageRoutes } from '@zencode/shared/contract';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import {
  ProblemActions,
  type ProblemActionsProps,
  ProblemUserMenu,
} from '@/features/problem/index.ts';
import { ThemeToggle } from '@/features/theme/index.ts';
import { cn } from '@/lib/utils.ts';
import { EndSessionDialog } from './end-session-dialog.tsx';
import { InterviewCountdown } from './interview-countdown.tsx';

/**
 * A running session's bar, the problem page's layout kept: the session's problems to move
 * between on the left, Run and Submit in the middle, the countdown, End, theme and menu on the
 * right. Nothing in it leads to a problem's help.
 */
export function InterviewTopBar({
  sessionId,
  problems,
  current,
  secondsLeft,
  actions,
  onEnd,
  ending,
}: {
  sessionId: string;
  problems: readonly { problemId: string; name: string }[];
  /** The position (0-based) of the problem on show. */
  current: number;
  secondsLeft: number;
  actions: ProblemActionsProps;
  onEnd: () => Promise<void>;
  ending: boolean;
}) {
  return (
    <header className="sticky top-0 z-30 flex h-13 shrink-0 items-center gap-1 border-b bg-background px-2 sm:gap-2 sm:px-3">
      <nav aria-label="Session problems" className="flex flex-1 items-center gap-0.5">
        <span className="mr-1 hidden pl-1 text-xs text-muted-foreground md:inline" aria-hidden>
          Problem
        </span>
        {problems.map((problem, index) => (
          <Button
            key={problem.problemId}
            asChild
            variant="ghost"
            size="sm"
            className={cn(
              'min-w-8 px-2 text-muted-foreground',
              index === current && 'bg-accent text-accent-foreground',
            )}
          >
            <Link
              to={`${fillRoute(pageRoutes.interviewSession, { id: sessionId })}?problem=${index + 1}`}
              aria-label={`Problem ${index + 1}: ${problem.name}`}
              aria-current={index === current ? 'page' : undefined}
              replace
            >
              {index + 1}
            </Link>
          </Button>
        ))}
      </nav>

      <ProblemActions {...actions} compact />

      <div className="flex flex-1 items-center justify-end gap-1">
        <InterviewCountdown seconds={secondsLeft} />
        <EndSessionDialog onEnd={onEnd} ending={ending} />
        <ThemeToggle className="hidden size-8 md:inline-flex" />
        <ProblemUserMenu />
      </div>
    </header>
  );
}
