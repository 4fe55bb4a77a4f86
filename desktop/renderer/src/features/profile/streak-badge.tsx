import { FlameIcon } from 'lucide-react';

/** The current streak in days; nothing before the first day of one. */
export function StreakBadge({ streak }: { streak: number }) {
  if (streak < 1) return null;
  return (
    <span
      data-testid="streak-badge"
      title="Consecutive days with a submission"
      className="inline-flex items-center gap-1 rounded-full bg-orange-500/10 px-2.5 py-0.5 text-xs font-medium text-orange-700 ring-1 ring-orange-500/25 ring-inset dark:text-orange-300"
    >
      <FlameIcon className="size-3.5" aria-hidden />
      {streak} day{streak === 1 ? '' : 's'} streak
    </span>
  );
}
