import { messages, type PublicUser } from '@zencode/shared/contract';
import { OfflineNotice } from '@/features/desktop/index.ts';
import { ActivityHeatmap } from './activity-heatmap.tsx';
import { ProfileCard, type ProfileCardProps } from './profile-card.tsx';
import { ProgressCard } from './progress-card.tsx';
import { RecentSubmissionsCard } from './recent-submissions-card.tsx';
import type { OfflineState, ProfileStats } from './use-profile-stats.ts';

/**
 * The profile page's grid: the user's card beside progress, recent submissions and activity. The
 * owner's page passes what only the owner may do (`onSaveSocial`, the visibility `footer`).
 * Offline (desktop app), a line above says the page is a saved copy, or that the server cannot be
 * reached when some of it was never saved.
 */
export function ProfileLayout({
  user,
  stats,
  offline = stats.offline,
  ...owner
}: { user: PublicUser; stats: ProfileStats; offline?: OfflineState } & Pick<
  ProfileCardProps,
  'onSaveSocial' | 'footer' | 'dueToday'
>) {
  const card = (
    <ProfileCard
      name={user.name || user.fullName || messages.fallbackUserName}
      username={user.username}
      avatar={user.avatar}
      rank={stats.rank}
      streak={stats.streak}
      socials={user.socialProfiles}
      {...owner}
    />
  );
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      {offline && (
        <OfflineNotice className="mb-6">
          {offline === 'copy' ? messages.cachedCopy : messages.serverUnreachable}
        </OfflineNotice>
      )}
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
