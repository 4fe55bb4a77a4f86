import type { SocialProfiles, User } from '@zencode/shared/contract';
import { useAuth } from '@/features/auth/index.ts';
import { DueTodayBadge } from '@/features/review-queue/index.ts';
import { settingsApi } from '@/features/settings/index.ts';
import { ProfileLayout } from './profile-layout.tsx';
import { PublicProfileToggle } from './public-profile-toggle.tsx';
import { useProfileStats } from './use-profile-stats.ts';

/** The signed-in learner's own profile: everything, with socials and visibility to edit. */
export function OwnProfile({ user }: { user: User }) {
  const { setUser } = useAuth();
  const stats = useProfileStats(user.username);

  async function saveSocial(key: keyof SocialProfiles, url: string) {
    setUser((await settingsApi.updateSocials(user.username, { [key]: url })).user);
  }

  return (
    <ProfileLayout
      user={user}
      stats={stats}
      onSaveSocial={saveSocial}
      footer={<PublicProfileToggle isPublic={user.isPublicProfile} />}
      dueToday={<DueTodayBadge />}
    />
  );
}
