import { DesktopStatus } from '@/features/desktop/index.ts';
import { ThemeToggle } from '@/features/theme/index.ts';
import { isDesktop } from '@/lib/platform.ts';
import { ProblemActions, type ProblemActionsProps } from './problem-actions.tsx';
import { ProblemNavButtons } from './problem-nav-buttons.tsx';
import { ProblemUserMenu } from './problem-user-menu.tsx';
import { StreakCounter } from './streak-counter.tsx';

export interface ProblemTopBarProps extends ProblemActionsProps {
  previousId: string | null;
  nextId: string | null;
  onToggleSidebar: () => void;
  username: string | null;
}

/**
 * The problem page's bar: home, problems sidebar, previous/next; Run, Submit, Debug in the middle;
 * streak (desktop), theme and user menu on the right.
 */
export function ProblemTopBar(props: ProblemTopBarProps) {
  return (
    <header className="sticky top-0 z-30 flex h-13 shrink-0 items-center gap-1 border-b bg-background px-2 sm:gap-2 sm:px-3">
      <ProblemNavButtons
        previousId={props.previousId}
        nextId={props.nextId}
        onToggleSidebar={props.onToggleSidebar}
      />

      <ProblemActions {...props} compact />

      <div className="flex flex-1 items-center justify-end gap-1">
        {isDesktop() && <DesktopStatus />}
        <StreakCounter username={props.username} className="hidden md:inline-flex" />
        <ThemeToggle className="hidden size-8 md:inline-flex" />
        <ProblemUserMenu />
      </div>
    </header>
  );
}
