import { useQuery } from '@tanstack/react-query';
import { pageRoutes } from '@zencode/shared/contract';
import { BrainIcon } from 'lucide-react';
import { Link } from 'react-router';
import { classifyCards } from './classify-cards.ts';
import { reviewQueueApi } from './review-queue-api.ts';
import { reviewQueueKey } from './review-rating-prompt.tsx';

/**
 * On the learner's own profile, beside the streak: how many reviews from the review schedule
 * are due today (overdue ones included), counted like the Review page it links to. Nothing before
 * their first solved problem.
 */
export function DueTodayBadge() {
  const queue = useQuery({
    queryKey: reviewQueueKey,
    queryFn: ({ signal }) => reviewQueueApi.queue(signal),
    staleTime: 0,
  });
  if (!queue.data || queue.data.cards.length === 0) return null;
  const { overdue, dueToday } = classifyCards(queue.data.cards, new Date());
  return (
    <Link
      to={pageRoutes.review}
      data-testid="due-today"
      title="Reviews due today in your review schedule"
      className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-medium text-primary ring-1 ring-primary/25 ring-inset outline-none hover:bg-primary/15 focus-visible:ring-2 focus-visible:ring-ring"
    >
      <BrainIcon className="size-3.5" aria-hidden />
      {overdue.length + dueToday.length} due today
    </Link>
  );
}
