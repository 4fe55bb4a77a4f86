import {
  fillRoute,
  LEADERBOARD_SKELETON_ROWS,
  type LeaderboardEntry,
  messages,
  pageRoutes,
} from '@zencode/shared/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';
import { LegendMedal, isLegend } from './legend-badge.tsx';

export interface LeaderboardTableProps {
  entries: LeaderboardEntry[];
  loading: boolean;
  /** Shown in the table instead of rows. */
  error: string | null;
  /** The error is the desktop app being offline: said calmly, not as a failure. */
  offline?: boolean;
  /** The previous page, dimmed while the next one loads. */
  stale?: boolean;
}

const headers = ['User Name', 'Total Submissions', 'Total Problems', 'Rank', 'Zen Score'];
// The two totals fold under the name on narrow screens.
const wideOnly = 'hidden sm:table-cell';

function Message({ children, tone }: { children: ReactNode; tone?: 'error' | 'status' }) {
  return (
    <tr>
      <td
        colSpan={headers.length}
        className={cn(
          'px-4 py-14 text-center text-sm',
          tone === 'error' ? 'text-destructive' : 'text-muted-foreground',
        )}
        role={tone === 'error' ? 'alert' : tone}
      >
        {children}
      </td>
    </tr>
  );
}

function SkeletonRows() {
  return Array.from({ length: LEADERBOARD_SKELETON_ROWS }, (_, index) => (
    <tr key={index} data-testid="leaderboard-skeleton-row" className="border-t">
      <td className="px-4 py-3">
        <div className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="grid gap-1.5">
            <Skeleton className="h-3.5 w-28" />
            <Skeleton className="h-3 w-20" />
          </div>
        </div>
      </td>
      {[0, 1, 2, 3].map((cell) => (
        <td key={cell} className={cn('px-4 py-3', cell < 2 && wideOnly)}>
          <Skeleton className="ml-auto h-3.5 w-10" />
        </td>
      ))}
    </tr>
  ));
}

function EntryRow({ entry }: { entry: LeaderboardEntry }) {
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

/** The ranked table: skeleton rows while loading, the error or the empty message in its body. */
export function LeaderboardTable({
  entries,
  loading,
  error,
  offline,
  stale,
}: LeaderboardTableProps) {
  let body: ReactNode;
  if (loading) body = <SkeletonRows />;
  else if (error) body = <Message tone={offline ? 'status' : 'error'}>{error}</Message>;
  else if (entries.length === 0) body = <Message>{messages.noLeaderboardData}</Message>;
  else body = entries.map((entry) => <EntryRow key={entry.handle} entry={entry} />);
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-[0_1px_2px_rgb(0_0_0/0.04)]">
      <table className={cn('w-full text-sm transition-opacity', stale && 'opacity-60')}>
        <thead className="bg-muted/50 text-xs text-muted-foreground">
          <tr>
            {headers.map((header, index) => (
              <th
                key={header}
                scope="col"
                className={cn(
                  'px-4 py-2.5 font-medium whitespace-nowrap',
                  index === 0 ? 'text-left' : 'text-right',
                  (index === 1 || index === 2) && wideOnly,
                )}
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
