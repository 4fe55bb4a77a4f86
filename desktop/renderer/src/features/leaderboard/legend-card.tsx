import { fillRoute, type LeaderboardEntry, pageRoutes } from '@zencode/shared/contract';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar.tsx';
import { cn } from '@/lib/utils.ts';
import { LegendBadge, LegendMedal, isLegend } from './legend-badge.tsx';
import { legendTaglines } from './legend-taglines.ts';

// On wide screens the three stand as a podium: second, first, third.
const podiumOrder = ['md:order-2 md:-translate-y-3', 'md:order-1', 'md:order-3'] as const;

/** One of the top three: medal, name and handle, badge, tagline, Zen Score and solved. */
export function LegendCard({ entry }: { entry: LeaderboardEntry }) {
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
