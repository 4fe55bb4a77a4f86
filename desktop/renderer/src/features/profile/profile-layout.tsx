import type { ReactNode } from 'react';
import { ActivityHeatmap } from './activity-heatmap.tsx';
import { ProgressCard } from './progress-card.tsx';
import { RecentSubmissionsCard } from './recent-submissions-card.tsx';
import type { ProfileStats } from './use-profile-stats.ts';

/** The profile page's grid: the profile card beside progress, recent submissions and activity. */
export function ProfileLayout({ card, stats }: { card: ReactNode; stats: ProfileStats }) {
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[19rem_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-20">{card}</div>
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-2">
            <ProgressCard stats={stats.progress} total={stats.problemCount} />
            <RecentSubmissionsCard submissions={stats.submissions} />
          </div>
          <ActivityHeatmap days={stats.heatmap} />
        </div>
      </div>
    </main>
  );
}
