import { type ReviewCard, fillRoute, pageRoutes, withQuery } from '@zencode/shared/contract';
import { Link } from 'react-router';
import { DifficultyBadge } from '@/features/problems/index.ts';

const dueFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/** One card of the Review page: opens the problem for a review with a blank editor. */
export function ReviewCardRow({ card }: { card: ReviewCard }) {
  return (
    <li>
      <Link
        to={withQuery(fillRoute(pageRoutes.problem, { id: card.problemId }), { review: 1 })}
        data-testid="review-card"
        data-problem-id={card.problemId}
        className="group flex items-center gap-3 px-4 py-3 text-sm outline-none hover:bg-accent/60 focus-visible:bg-accent"
      >
        <span className="min-w-0 flex-1 truncate font-medium group-hover:text-primary">
          {card.name}
        </span>
        <span className="hidden text-xs text-muted-foreground sm:inline">
          last: {card.last.rating}
        </span>
        <span className="w-16 text-right text-xs text-muted-foreground tabular-nums">
          {dueFormat.format(new Date(card.due))}
        </span>
        <DifficultyBadge difficulty={card.difficulty} short />
      </Link>
    </li>
  );
}
