import { messages } from '@zencode/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { CloudOffIcon, EyeOffIcon } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { ProfileLayout } from './profile-layout.tsx';
import { profileApi } from './profile-api.ts';
import { offlineStateOf, profileKey, useProfileStats } from './use-profile-stats.ts';

function Notice({
  children,
  busy,
  offline,
}: {
  children: string;
  busy?: boolean;
  offline?: boolean;
}) {
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-3 px-6 py-20 text-center">
      {busy ? (
        <Spinner />
      ) : (
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          {offline ? <CloudOffIcon className="size-5" /> : <EyeOffIcon className="size-5" />}
        </span>
      )}
      <p className="text-muted-foreground" role={busy || offline ? 'status' : 'alert'}>
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
  if (profile.isError) {
    // The desktop app offline, this profile never opened before: not a private profile.
    if (profile.error instanceof ApiError && profile.error.offline)
      return <Notice offline>{messages.serverUnreachable}</Notice>;
    return <Notice>{messages.profileNotPublic}</Notice>;
  }
  const { data: user, offlineCopy } = profile.data;
  return (
    <ProfileLayout
      user={user}
      stats={stats}
      offline={offlineStateOf([offlineCopy ? 'copy' : null, stats.offline])}
    />
  );
}
