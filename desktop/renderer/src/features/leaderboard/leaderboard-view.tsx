import { messages } from '@zencode/shared/contract';
import { InfoIcon } from 'lucide-react';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip.tsx';
import { OfflineNotice } from '@/features/desktop/index.ts';
import { LeaderboardTable } from './leaderboard-table.tsx';
import { LegendCards } from './legend-cards.tsx';
import { useLeaderboardPage } from './use-leaderboard-page.ts';
import { zenScoreRule } from './zen-score-rule.ts';

/** /leaderboard: the Zen Legends, then every ranked learner, ten to a page. */
export function LeaderboardView() {
  const { page, totalPages, goTo, board, loading, error, offline, offlineCopy, stale } =
    useLeaderboardPage();

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
          stale={stale}
        />
        <Pagination page={page} totalPages={totalPages} onPageChange={goTo} className="mt-6" />
      </section>
    </main>
  );
}
