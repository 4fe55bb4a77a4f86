import { messages } from '@zencode/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { EyeOffIcon } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ProfileLayout } from './profile-layout.tsx';
import { profileApi } from './profile-api.ts';
import { profileKey, useProfileStats } from './use-profile-stats.ts';

function Notice({ children, busy }: { children: string; busy?: boolean }) {
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-3 px-6 py-20 text-center">
      {busy ? (
        <Spinner />
      ) : (
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <EyeOffIcon className="size-5" />
        </span>
      )}
      <p className="text-muted-foreground" role={busy ? 'status' : 'alert'}>
        {children}
      </p>
    </main>
  );
}

/** Someone else's profile, read-only: no toggle, no editing. */
export function PublicProfile({ username }: { username: string }) {
  const profile = useQuery({
    queryKey: [...profileKey(username), 'public'],
    queryFn: ({ signal }) => profileApi.publicProfile(username, signal),
    retry: false,
    staleTime: 0,
  });
  // The numbers are asked for only once the profile answered: a private or missing one costs one call.
  const stats = useProfileStats(username, profile.isSuccess);
  if (profile.isPending) return <Notice busy>{messages.loadingProfile}</Notice>;
  if (profile.isError) return <Notice>{messages.profileNotPublic}</Notice>;
  return <ProfileLayout user={profile.data} stats={stats} />;
}
