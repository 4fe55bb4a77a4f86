import { fillRoute, pageRoutes } from '@zencode/shared/contract';
import { CircleCheckIcon } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { DifficultyBadge } from './difficulty-badge.tsx';
import type { ProblemItemProps } from './problem-item-props.ts';
import { stripMarkdown } from './strip-markdown.ts';

const maxVisibleTags = 3;

/**
 * A grid card: name, two-line statement preview, difficulty, tags and the solved check. `actions`
 * (an admin's Edit and Delete) sit in the bottom corner, beside the link rather than inside it.
 */
export const ProblemCard = memo(function ProblemCard({
  problem,
  number,
  solved,
  acceptance,
  actions,
}: ProblemItemProps & { solved: boolean }) {
  const extraTags = problem.tags.length - maxVisibleTags;
  const card = (
    <Link
      to={fillRoute(pageRoutes.problem, { id: problem._id })}
      data-testid="problem-card"
      className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-[0_1px_2px_rgb(0_0_0/0.04)] transition-[border-color,box-shadow,transform] outline-none hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-baseline gap-1.5">
          {number !== undefined && (
            <span className="text-sm text-muted-foreground tabular-nums">{number}.</span>
          )}
          <h3 className="leading-snug font-semibold tracking-tight transition-colors group-hover:text-primary">
            {problem.name}
          </h3>
        </div>
        {solved && (
          <CircleCheckIcon aria-label="Solved" className="mt-0.5 size-5 shrink-0 text-easy" />
        )}
      </div>
      <p className="line-clamp-2 text-sm leading-relaxed text-muted-foreground">
        {stripMarkdown(problem.statement)}
      </p>
      <div className={`mt-auto flex flex-wrap items-center gap-1.5 pt-1 ${actions ? 'pr-18' : ''}`}>
        <DifficultyBadge difficulty={problem.difficulty} />
        {problem.tags.slice(0, maxVisibleTags).map((tag) => (
          <span
            key={tag}
            className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground"
          >
            {tag}
          </span>
        ))}
        {extraTags > 0 && (
          <span
            className="px-1 text-xs text-muted-foreground"
            title={problem.tags.slice(maxVisibleTags).join(', ')}
          >
            +{extraTags}
          </span>
        )}
        {acceptance !== undefined && (
          <span
            data-testid="acceptance"
            className="ml-auto text-xs text-muted-foreground tabular-nums"
          >
            {acceptance === '—' ? 'No submissions yet' : `${acceptance} accepted`}
          </span>
        )}
      </div>
    </Link>
  );
  if (!actions) return card;
  return (
    <div className="relative h-full">
      {card}
      <div className="absolute right-2.5 bottom-2.5">{actions}</div>
    </div>
  );
});
