import { LEADERBOARD_FIRST_PAGE, messages } from '@zencode/shared/contract';
import { movePage } from '@zencode/shared/rules';
import { InfoIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip.tsx';
import { OfflineNotice } from '@/features/desktop/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useLeaderboard } from './leaderboard-api.ts';
import { LeaderboardTable } from './leaderboard-table.tsx';
import { LegendCards } from './legend-cards.tsx';
import { zenScoreRule } from './zen-score-rule.ts';

/** The page number in ?page=, a positive integer (1 otherwise). */
function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= LEADERBOARD_FIRST_PAGE ? page : LEADERBOARD_FIRST_PAGE;
}

/** /leaderboard: the Zen Legends, then every ranked learner, ten to a page. */
export function LeaderboardView() {
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search);
  const query = useLeaderboard(page);
  const loading = query.isPending;
  // The desktop app offline with no saved copy says so; other failures keep the spec's text.
  const offline = query.error instanceof ApiError && query.error.offline;
  const error = query.isError
    ? offline
      ? messages.serverUnreachable
      : query.error instanceof ApiError
        ? messages.fetchLeaderboardFailed
        : messages.unknownError
    : null;
  // A failed call empties the lists (spec section 8).
  const board = query.isError ? undefined : query.data?.data;
  const offlineCopy = !query.isError && query.data?.offlineCopy === true;
  const totalPages = board?.totalPages ?? 0;

  const goTo = (target: number) => {
    const next = movePage(page, target, totalPages);
    if (next === page) return;
    setSearch(next === LEADERBOARD_FIRST_PAGE ? {} : { page: String(next) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      {offlineCopy && <OfflineNotice className="mb-6">{messages.cachedCopy}</OfflineNotice>}
      <section aria-labelledby="zen-legends" className="mb-12">
        <div className="mb-6 space-y-1.5 text-center">
          <h1 id="zen-legends" className="text-3xl font-semibold tracking-tight">
            Zen Legends
          </h1>
          <p className="text-muted-foreground">The three calmest minds on the board.</p>
        </div>
        <LegendCards legends={board?.legends ?? []} loading={loading} />
      </section>

      <section aria-labelledby="leaderboard-heading">
        <div className="mb-4 space-y-1.5">
          <h2 id="leaderboard-heading" className="text-2xl font-semibold tracking-tight">
            Leaderboard
          </h2>
          <p className="text-sm text-muted-foreground">
            {messages.leaderboardSubtitle}{' '}
            <Tooltip>
              <TooltipTrigger asChild>
                <button
                  type="button"
                  aria-label="How the Zen Score is counted"
                  className="inline-flex translate-y-0.5 rounded-full p-0.5 text-muted-foreground/80 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <InfoIcon className="size-4" aria-hidden />
                </button>
              </TooltipTrigger>
              <TooltipContent>{zenScoreRule}</TooltipContent>
            </Tooltip>
          </p>
        </div>
        <LeaderboardTable
          entries={board?.data ?? []}
          loading={loading}
          error={error}
          offline={offline}
          stale={query.isPlaceholderData}
        />
        <Pagination page={page} totalPages={totalPages} onPageChange={goTo} className="mt-6" />
      </section>
    </main>
  );
}
