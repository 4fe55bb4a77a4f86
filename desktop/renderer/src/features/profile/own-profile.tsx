import type { SocialProfiles, User } from '@zencode/shared/contract';
import { messages } from '@zencode/shared/contract';
import { useAuth } from '@/features/auth/index.ts';
import { ProfileCard } from './profile-card.tsx';
import { ProfileLayout } from './profile-layout.tsx';
import { profileApi } from './profile-api.ts';
import { PublicProfileToggle } from './public-profile-toggle.tsx';
import { useProfileStats } from './use-profile-stats.ts';

/** The signed-in learner's own profile: everything, with socials and visibility to edit. */
export function OwnProfile({ user }: { user: User }) {
  const { setUser } = useAuth();
  const stats = useProfileStats(user.username);

  async function saveSocial(key: keyof SocialProfiles, url: string) {
    setUser((await profileApi.updateSocials(user.username, { [key]: url })).user);
  }

  return (
    <ProfileLayout
      stats={stats}
      card={
        <ProfileCard
          name={user.name || user.fullName || messages.fallbackUserName}
          username={user.username}
          avatar={user.avatar}
          rank={stats.rank}
          streak={stats.streak}
          socials={user.socialProfiles}
          onSaveSocial={saveSocial}
          footer={<PublicProfileToggle isPublic={user.isPublicProfile} />}
        />
      }
    />
  );
}
