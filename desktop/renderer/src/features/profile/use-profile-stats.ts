import {
  DEFAULT_PROGRESS_STATS,
  RECENT_SUBMISSIONS_COUNT,
  type HeatmapEntry,
  type ProfileSubmission,
  type ProgressStats,
  type RankResponse,
} from '@zencode/shared/contract';
import { computeStreak, heatmapDays } from '@zencode/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { browserTimeZone, calendarDate } from './browser-time-zone.ts';
import { profileApi } from './profile-api.ts';

/** Every profile query key starts here, so one invalidation refreshes a whole profile. */
export const profileKey = (username: string) => ['profile', username.toLowerCase()] as const;

/** A read that falls back silently (spec section 7): a failure shows the empty value. */
async function orFallback<T>(read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return fallback;
  }
}

export interface ProfileStats {
  loading: boolean;
  heatmap: HeatmapEntry[];
  /** Today in the browser's calendar, the day the heatmap ends. */
  today: string;
  streak: number;
  progress: ProgressStats;
  problemCount: number;
  rank: RankResponse;
  submissions: ProfileSubmission[];
}

/**
 * The numbers of a profile: heatmap (in the browser's time zone), streak, progress, problem
 * count, rank and recent submissions. Failing calls fall back to empty or zero values. Always
 * refetched on mount, so a problem solved a minute ago shows at once. `enabled` false asks nothing.
 */
export function useProfileStats(username: string, enabled = true): ProfileStats {
  const timeZone = browserTimeZone();
  const key = profileKey(username);
  const fresh = { staleTime: 0, retry: false, enabled } as const;
  const heatmap = useQuery({
    queryKey: [...key, 'heatmap', timeZone],
    queryFn: ({ signal }) =>
      orFallback(async () => (await profileApi.heatmap(username, timeZone, signal)).heatmap, []),
    ...fresh,
  });
  const progress = useQuery({
    queryKey: [...key, 'progress'],
    queryFn: ({ signal }) =>
      orFallback(
        async () => (await profileApi.progress(username, signal)).stats,
        DEFAULT_PROGRESS_STATS,
      ),
    ...fresh,
  });
  const rank = useQuery({
    queryKey: [...key, 'rank'],
    queryFn: ({ signal }) =>
      orFallback(() => profileApi.rank(username, signal), { rank: '-' as const, score: 0 }),
    ...fresh,
  });
  const submissions = useQuery({
    queryKey: [...key, 'submissions'],
    queryFn: ({ signal }) =>
      orFallback(async () => (await profileApi.submissions(username, signal)).submissions, []),
    ...fresh,
  });
  const problemCount = useQuery({
    queryKey: ['problems', 'count'],
    queryFn: ({ signal }) =>
      orFallback(async () => (await profileApi.problemCount(signal)).count, 0),
    enabled,
  });
  const today = calendarDate(timeZone);
  const days = heatmapDays(heatmap.data ?? [], today);
  return {
    loading: [heatmap, progress, rank, submissions, problemCount].some((query) => query.isPending),
    heatmap: days,
    today,
    streak: computeStreak(days, today),
    progress: progress.data ?? DEFAULT_PROGRESS_STATS,
    problemCount: problemCount.data ?? 0,
    rank: rank.data ?? { rank: '-', score: 0 },
    submissions: (submissions.data ?? []).slice(0, RECENT_SUBMISSIONS_COUNT),
  };
}
