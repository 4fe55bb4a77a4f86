import { type LeaderboardEntry, messages } from '@zencode/shared/contract';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils.ts';
import { leaderboardHeaders as headers, wideOnly } from './leaderboard-columns.ts';
import { LeaderboardEntryRow } from './leaderboard-entry-row.tsx';
import { LeaderboardSkeletonRows } from './leaderboard-skeleton-rows.tsx';

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

/** The ranked table: skeleton rows while loading, the error or the empty message in its body. */
export function LeaderboardTable({
  entries,
  loading,
  error,
  offline,
  stale,
}: LeaderboardTableProps) {
  let body: ReactNode;
  if (loading) body = <LeaderboardSkeletonRows />;
  else if (error) body = <Message tone={offline ? 'status' : 'error'}>{error}</Message>;
  else if (entries.length === 0) body = <Message>{messages.noLeaderboardData}</Message>;
  else body = entries.map((entry) => <LeaderboardEntryRow key={entry.handle} entry={entry} />);
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
