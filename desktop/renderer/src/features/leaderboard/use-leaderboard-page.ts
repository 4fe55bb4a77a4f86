import { LEADERBOARD_FIRST_PAGE, messages } from '@zencode/shared/contract';
import { movePage } from '@zencode/shared/rules';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client.ts';
import { useLeaderboard } from './leaderboard-api.ts';

/** The page number in ?page=, a positive integer (1 otherwise). */
function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= LEADERBOARD_FIRST_PAGE ? page : LEADERBOARD_FIRST_PAGE;
}

/**
 * The leaderboard page's data: the page in ?page=, its legends and ranking, the error to show,
 * and a move to another page.
 */
export function useLeaderboardPage() {
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search);
  const query = useLeaderboard(page);
  const loading = query.isPending;
  // The desktop app offline with no saved copy says so; other failures keep the product's text.
  const offline = query.error instanceof ApiError && query.error.offline;
  const error = query.isError
    ? offline
      ? messages.serverUnreachable
      : query.error instanceof ApiError
        ? messages.fetchLeaderboardFailed
        : messages.unknownError
    : null;
  // A failed call empties the lists.
  const board = query.isError ? undefined : query.data?.data;
  const offlineCopy = !query.isError && query.data?.offlineCopy === true;
  const totalPages = board?.totalPages ?? 0;

  const goTo = (target: number) => {
    const next = movePage(page, target, totalPages);
    if (next === page) return;
    setSearch(next === LEADERBOARD_FIRST_PAGE ? {} : { page: String(next) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return {
    page,
    totalPages,
    goTo,
    board,
    loading,
    error,
    offline,
    offlineCopy,
    stale: query.isPlaceholderData,
  };
}
