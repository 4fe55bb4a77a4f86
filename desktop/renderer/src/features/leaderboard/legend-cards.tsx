import { fillRoute, type LeaderboardEntry, pageRoutes } from '@zencode/shared/contract';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';
import { LegendBadge, LegendMedal, isLegend } from './legend-badge.tsx';
import { legendTaglines } from './legend-taglines.ts';

// On wide screens the three stand as a podium: second, first, third.
const podiumOrder = ['md:order-2 md:-translate-y-3', 'md:order-1', 'md:order-3'] as const;

function LegendCard({ entry }: { entry: LeaderboardEntry }) {
  if (!isLegend(entry.rank)) return null;
  const rank = entry.rank;
  return (
    <li
      data-testid="legend-card"
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border bg-card px-5 pt-6 pb-5 text-center shadow-[0_1px_2px_rgb(0_0_0/0.04)]',
        rank === 1 && 'border-amber-500/30 shadow-lg shadow-amber-500/5',
        podiumOrder[rank - 1],
      )}
    >
      <div className="relative">
        <Avatar src={entry.avatar} name={entry.name} className="size-16 text-lg" />
        <span className="absolute -right-1 -bottom-1 rounded-full bg-card p-0.5">
          <LegendMedal rank={rank} className="size-5" />
        </span>
      </div>
      <div className="grid gap-0.5">
        <Link
          to={fillRoute(pageRoutes.profileOf, { username: entry.handle })}
          className="font-semibold tracking-tight hover:underline"
        >
          {entry.name || entry.handle}
        </Link>
        <span className="text-sm text-muted-foreground">@{entry.handle}</span>
      </div>
      <LegendBadge rank={rank} />
      <p className="text-sm text-balance text-muted-foreground italic">
        {legendTaglines[rank - 1]}
      </p>
      <dl className="mt-1 grid w-full grid-cols-2 divide-x rounded-lg bg-muted/50 py-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Zen Score</dt>
          <dd className="font-semibold tabular-nums">{entry.score}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Solved</dt>
          <dd className="font-semibold tabular-nums">{entry.totalQuestions}</dd>
        </div>
      </dl>
    </li>
  );
}

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
