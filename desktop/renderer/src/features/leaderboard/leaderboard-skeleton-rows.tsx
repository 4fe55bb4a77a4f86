import { LEADERBOARD_SKELETON_ROWS } from '@zencode/shared/contract';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';
import { wideOnly } from './leaderboard-columns.ts';

/** The rows standing in for the ranking while it loads. */
export function LeaderboardSkeletonRows() {
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
