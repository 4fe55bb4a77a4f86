import { computeStreak } from '@zencode/shared/rules';
import { FlameIcon } from 'lucide-react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip.tsx';
import { browserTimeZone, calendarDate } from '@/features/profile/index.ts';
import { cn } from '@/lib/utils.ts';
import { useHeatmap } from './problem-queries.ts';

/** The daily streak from the learner's heatmap (the shared streak rule); hidden until it loads. */
export function StreakCounter({
  username,
  className,
}: {
  username: string | null;
  className?: string;
}) {
  const { data } = useHeatmap(username);
  if (!data) return null;
  const streak = computeStreak(data.heatmap, calendarDate(browserTimeZone()));
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span
          data-testid="streak-counter"
          tabIndex={0}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-sm font-medium tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-ring',
            streak > 0 ? 'text-medium' : 'text-muted-foreground',
            className,
          )}
        >
          <FlameIcon className="size-4" />
          {streak}
        </span>
      </TooltipTrigger>
      <TooltipContent>{streak === 1 ? '1 day streak' : `${streak} day streak`}</TooltipContent>
    </Tooltip>
  );
}
