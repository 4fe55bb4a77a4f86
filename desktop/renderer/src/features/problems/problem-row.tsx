import { fillRoute, pageRoutes } from '@zencode/shared/contract';
import { CircleCheckIcon, CircleIcon } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { DifficultyBadge } from './difficulty-badge.tsx';
import type { ProblemItemProps } from './problem-item-props.ts';

/**
 * A list row: solved check or empty circle and the difficulty ('Med.' for Medium) for signed-in
 * users (`solved` is null for visitors, who see neither), and the name; its columns line up
 * under ProblemListHeader's headings.
 */
export const ProblemRow = memo(function ProblemRow({
  problem,
  number,
  solved,
  acceptance,
  actions,
}: ProblemItemProps & { solved: boolean | null }) {
  return (
    <li className={actions ? 'flex items-center pr-2' : undefined}>
      <Link
        to={fillRoute(pageRoutes.problem, { id: problem._id })}
        data-testid="problem-row"
        className="group flex min-w-0 flex-1 items-center gap-3 px-4 py-3 transition-colors outline-none hover:bg-accent/60 focus-visible:bg-accent"
      >
        {solved !== null &&
          (solved ? (
            <CircleCheckIcon aria-label="Solved" className="size-4 shrink-0 text-easy" />
          ) : (
            <CircleIcon
              aria-label="Not solved"
              className="size-4 shrink-0 text-muted-foreground/50"
            />
          ))}
        {number !== undefined && (
          <span className="w-8 shrink-0 text-right text-sm text-muted-foreground tabular-nums">
            {number}.
          </span>
        )}
        <span
          data-testid="problem-name"
          className="min-w-0 flex-1 truncate text-sm font-medium group-hover:text-primary"
        >
          {problem.name}
        </span>
        {problem.tags.length > 0 && (
          <span className="hidden max-w-56 truncate text-xs text-muted-foreground md:inline">
            {problem.tags.join(' · ')}
          </span>
        )}
        {/* A phone keeps the row for the name: the acceptance column starts at 640 px. */}
        {acceptance !== undefined && (
          <span
            data-testid="acceptance"
            className="hidden w-20 shrink-0 text-right text-xs text-muted-foreground tabular-nums sm:inline"
            title="Acceptance rate"
          >
            <span className="sr-only">Acceptance </span>
            {acceptance}
          </span>
        )}
        {solved !== null && (
          // As wide as the list's Difficulty heading, so the badges line up under it.
          <span className="flex w-16 shrink-0 justify-end">
            <DifficultyBadge difficulty={problem.difficulty} short />
          </span>
        )}
      </Link>
      {actions}
    </li>
  );
});
