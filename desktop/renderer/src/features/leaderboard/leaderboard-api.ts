import {
  LEADERBOARD_PAGE_SIZE,
  apiRoutes,
  leaderboardResponseSchema,
  withQuery,
} from '@zencode/shared/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRead } from '@/lib/api-client.ts';

/**
 * One leaderboard page (GET /api/leaderboard?page={n}&limit=10), and whether it is
 * the desktop app's saved copy (offline).
 */
export function fetchLeaderboard(page: number, signal?: AbortSignal) {
  return apiRead(withQuery(apiRoutes.leaderboard.list, { page, limit: LEADERBOARD_PAGE_SIZE }), {
    schema: leaderboardResponseSchema,
    signal,
  });
}

/** The page's query; the previous page stays on screen while the next one loads. */
export function useLeaderboard(page: number) {
  return useQuery({
    queryKey: ['leaderboard', page],
    queryFn: ({ signal }) => fetchLeaderboard(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
