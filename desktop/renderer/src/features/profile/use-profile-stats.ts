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
import { ApiError, type ApiRead } from '@/lib/api-client.ts';
import { browserTimeZone, calendarDate } from './browser-time-zone.ts';
import { profileApi } from './profile-api.ts';

/** Every profile query key starts here, so one invalidation refreshes a whole profile. */
export const profileKey = (username: string) => ['profile', username.toLowerCase()] as const;

/** How the desktop app answered while offline: its saved copy, or nothing saved. */
export type OfflineState = 'copy' | 'unreachable' | null;

interface StatRead<T> {
  value: T;
  offline: OfflineState;
}

/** A read that falls back silently: a failure shows the empty value. */
async function orFallback<T>(read: () => Promise<ApiRead<T>>, fallback: T): Promise<StatRead<T>> {
  try {
    const answer = await read();
    return { value: answer.data, offline: answer.offlineCopy ? 'copy' : null };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return {
      value: fallback,
      offline: error instanceof ApiError && error.offline ? 'unreachable' : null,
    };
  }
}

/** Offline, the page says so once: nothing saved weighs more than an old copy. */
export function offlineStateOf(states: OfflineState[]): OfflineState {
  if (states.includes('unreachable')) return 'unreachable';
  return states.includes('copy') ? 'copy' : null;
}

const dataOf = async <T, R>(answer: Promise<ApiRead<T>>, pick: (data: T) => R) => {
  const { data, offlineCopy } = await answer;
  return { data: pick(data), offlineCopy };
};

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
  /** Desktop app offline: the numbers are its saved copy, or some were never saved. */
  offline: OfflineState;
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
      orFallback(
        () => dataOf(profileApi.heatmap(username, timeZone, signal), (data) => data.heatmap),
        [],
      ),
    ...fresh,
  });
  const progress = useQuery({
    queryKey: [...key, 'progress'],
    queryFn: ({ signal }) =>
      orFallback(
        () => dataOf(profileApi.progress(username, signal), (data) => data.stats),
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
      orFallback(
        () => dataOf(profileApi.submissions(username, signal), (data) => data.submissions),
        [],
      ),
    ...fresh,
  });
  const problemCount = useQuery({
    queryKey: ['problems', 'count'],
    queryFn: ({ signal }) =>
      orFallback(
        async () => ({ data: (await profileApi.problemCount(signal)).count, offlineCopy: false }),
        0,
      ),
    enabled,
  });
  const today = calendarDate(timeZone);
  const days = heatmapDays(heatmap.data?.value ?? [], today);
  return {
    loading: [heatmap, progress, rank, submissions, problemCount].some((query) => query.isPending),
    heatmap: days,
    today,
    streak: computeStreak(days, today),
    progress: progress.data?.value ?? DEFAULT_PROGRESS_STATS,
    problemCount: problemCount.data?.value ?? 0,
    rank: rank.data?.value ?? { rank: '-', score: 0 },
    submissions: (submissions.data?.value ?? []).slice(0, RECENT_SUBMISSIONS_COUNT),
    offline: offlineStateOf(
      [heatmap, progress, rank, submissions].map((query) => query.data?.offline ?? null),
    ),
  };
}
