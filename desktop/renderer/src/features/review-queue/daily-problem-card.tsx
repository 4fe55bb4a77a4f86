import { fillRoute, pageRoutes } from '@zencode/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { CalendarDaysIcon, CircleCheckIcon, FlameIcon } from 'lucide-react';
import { Link } from 'react-router';
import { DifficultyBadge } from '@/features/problems/index.ts';
import { reviewQueueApi } from './review-queue-api.ts';

/** Today's daily problem (the same for everyone on this date) and the learner's daily streak. */
export function DailyProblemCard({ className = '' }: { className?: string }) {
  const daily = useQuery({
    queryKey: ['daily-problem'],
    queryFn: ({ signal }) => reviewQueueApi.daily(signal),
    staleTime: 60_000,
  });
  if (!daily.data) return null;
  const { problem, solved, streak } = daily.data;
  return (
    <Link
      to={fillRoute(pageRoutes.problem, { id: problem._id })}
      data-testid="daily-problem"
      className={`group flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border bg-card px-4 py-3 text-sm outline-none hover:border-primary/40 focus-visible:ring-2 focus-visible:ring-ring ${className}`}
    >
      <CalendarDaysIcon className="size-4 shrink-0 text-primary" aria-hidden />
      <span className="text-muted-foreground">Daily problem</span>
      <span className="font-semibold group-hover:text-primary">{problem.name}</span>
      <DifficultyBadge difficulty={problem.difficulty} />
      {solved && (
        <span className="flex items-center gap-1 text-easy">
          <CircleCheckIcon className="size-4" aria-hidden /> Solved today
        </span>
      )}
      {streak > 0 && (
        <span
          className="ml-auto flex items-center gap-1 text-muted-foreground"
          title="Daily streak"
        >
          <FlameIcon className="size-4" aria-hidden /> {streak} day{streak === 1 ? '' : 's'} in a
          row
        </span>
      )}
    </Link>
  );
}
