import { type Problem, fillRoute, pageRoutes } from '@zencode/shared/contract';
import { shortDifficulty } from '@zencode/shared/rules';
import { CircleCheckIcon, CircleIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils.ts';

const difficultyTone = { Easy: 'text-easy', Medium: 'text-medium', Hard: 'text-hard' } as const;

/** One problem in the sidebar: solved or not, its name (bold when current) and difficulty. */
export function SidebarProblemLink({
  problem,
  current,
  solved,
  onOpen,
}: {
  problem: Problem;
  current: boolean;
  solved: boolean;
  onOpen: () => void;
}) {
  return (
    <li>
      <Link
        to={fillRoute(pageRoutes.problem, { id: problem._id })}
        onClick={onOpen}
        aria-current={current ? 'page' : undefined}
        data-testid="sidebar-problem"
        className={cn(
          'mx-2 flex items-center gap-3 rounded-md px-3 py-2.5 text-sm transition-colors outline-none hover:bg-accent/60 focus-visible:bg-accent',
          current && 'bg-accent text-accent-foreground',
        )}
      >
        {solved ? (
          <CircleCheckIcon aria-label="Solved" className="size-4 shrink-0 text-easy" />
        ) : (
          <CircleIcon
            aria-label="Not solved"
            className="size-4 shrink-0 text-muted-foreground/40"
          />
        )}
        <span className={cn('min-w-0 flex-1 truncate', current && 'font-medium')}>
          {problem.name}
        </span>
        <span className={cn('text-xs font-medium', difficultyTone[problem.difficulty])}>
          {shortDifficulty(problem.difficulty)}
        </span>
      </Link>
    </li>
  );
}
