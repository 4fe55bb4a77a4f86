import type { LeaderboardEntry } from '@zencode/shared/contract';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { LegendCard } from './legend-card.tsx';

/** 'Zen Legends': the overall top three, whatever page the table shows. */
export function LegendCards({
  legends,
  loading,
}: {
  legends: LeaderboardEntry[];
  loading: boolean;
}) {
  if (loading) {
    return (
      <ul className="grid gap-4 md:grid-cols-3" aria-busy>
        {[0, 1, 2].map((index) => (
          <li
            key={index}
            data-testid="legend-skeleton"
            className="flex flex-col items-center gap-3 rounded-2xl border bg-card p-6"
          >
            <Skeleton className="size-16 rounded-full" />
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-3 w-20" />
            <Skeleton className="h-5 w-24 rounded-full" />
            <Skeleton className="h-10 w-full" />
          </li>
        ))}
      </ul>
    );
  }
  if (legends.length === 0) return null;
  return (
    <ul className="grid gap-4 md:grid-cols-3 md:items-end md:pt-3">
      {legends.map((entry) => (
        <LegendCard key={entry.handle} entry={entry} />
      ))}
    </ul>
  );
}
