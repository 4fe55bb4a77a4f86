import { useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { OwnProfile, PublicProfile } from '@/features/profile/index.ts';

/** /profile/{username}: the own profile when it is the signed-in user's, else the public view. */
export function ProfilePage() {
  const { username = '' } = useParams();
  const auth = useAuth();
  if (auth.status === 'loading') {
    return (
      <main className="flex min-h-[50vh] items-center justify-center">
        <Spinner />
      </main>
    );
  }
  const own =
    auth.status === 'authenticated' && auth.user.username.toLowerCase() === username.toLowerCase();
  // Keyed by username so that moving between profiles starts each one fresh.
  return own ? (
    <OwnProfile key={username} user={auth.user} />
  ) : (
    <PublicProfile key={username} username={username} />
  );
}
