import { fillRoute, type LeaderboardEntry, messages, pageRoutes } from '@zencode/shared/contract';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar.tsx';
import { cn } from '@/lib/utils.ts';
import { wideOnly } from './leaderboard-columns.ts';
import { LegendMedal, isLegend } from './legend-badge.tsx';

/** One learner's row: avatar, name and handle linking to the profile, totals, rank and score. */
export function LeaderboardEntryRow({ entry }: { entry: LeaderboardEntry }) {
  const profile = fillRoute(pageRoutes.profileOf, { username: entry.handle });
  return (
    <tr data-testid="leaderboard-row" className="border-t transition-colors hover:bg-muted/40">
      <td className="px-4 py-3">
        <Link to={profile} className="group flex min-w-0 items-center gap-3">
          <Avatar src={entry.avatar} name={entry.name} className="size-9" />
          <span className="grid min-w-0">
            <span className="truncate font-medium group-hover:underline">
              {entry.name || messages.fallbackUserName}
            </span>
            <span className="truncate text-xs text-muted-foreground">@{entry.handle}</span>
            <span className="text-xs text-muted-foreground tabular-nums sm:hidden">
              {entry.totalSubmissions} submissions · {entry.totalQuestions} solved
            </span>
          </span>
        </Link>
      </td>
      <td className={cn('px-4 py-3 text-right tabular-nums', wideOnly)}>
        {entry.totalSubmissions}
      </td>
      <td className={cn('px-4 py-3 text-right tabular-nums', wideOnly)}>{entry.totalQuestions}</td>
      <td className="px-4 py-3 text-right tabular-nums" data-testid="leaderboard-rank">
        {isLegend(entry.rank) ? (
          <span className="inline-flex justify-end">
            <LegendMedal rank={entry.rank} />
          </span>
        ) : (
          <span className="text-muted-foreground">#{entry.rank}</span>
        )}
      </td>
      <td className="px-4 py-3 text-right font-semibold tabular-nums">{entry.score}</td>
    </tr>
  );
}
