import { messages } from '@zencode/shared/contract';
import { useParams } from 'react-router';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { ComingSoon } from '@/features/layout/index.ts';

/**
 * /profile/{username}. Until the profile work builds its cards, the owner sees who is signed in
 * (avatar, name, @username) and an honest note; everyone else the placeholder.
 */
export function ProfilePage() {
  const { username } = useParams();
  const auth = useAuth();
  const own =
    auth.status === 'authenticated' &&
    auth.user.username.toLowerCase() === (username ?? '').toLowerCase();
  if (!own) {
    return (
      <ComingSoon
        title="Profile"
        description="Zen Score, rank, solved problems by difficulty, recent submissions and a year of activity."
      />
    );
  }
  const { user } = auth;
  const name = user.name || user.fullName || messages.fallbackUserName;
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      <Card className="flex flex-col items-center gap-4 p-8 text-center sm:flex-row sm:text-left">
        <Avatar src={user.avatar} name={name} className="size-16 text-lg" />
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight" data-testid="profile-name">
            {name}
          </h1>
          <p className="text-muted-foreground" data-testid="profile-username">
            @{user.username}
          </p>
        </div>
      </Card>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Your rank, Zen Score, progress and activity heatmap will appear here soon.
      </p>
    </main>
  );
}
