import type { OauthProvider } from '@zencode/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';
import { desktopApi } from '@/lib/platform.ts';
import { GitHubIcon } from '@/features/layout/brand-icons.tsx';
import { authApi, oauthStartUrl } from './auth-api.ts';
import { GoogleIcon } from './google-icon.tsx';
import { rememberReturnTo, useReturnTo } from './return-to.ts';

const providerLabels: Record<OauthProvider, string> = { github: 'GitHub', google: 'Google' };
const providerIcons: Record<OauthProvider, typeof GoogleIcon> = {
  github: GitHubIcon,
  google: GoogleIcon,
};

/**
 * GitHub and Google sign-in, only for the providers this server has configured; each is a full
 * navigation to the API, which sends the browser on to the provider. The desktop app opens the
 * provider in the system browser instead and hears back through a zencode:// link. Nothing while
 * unknown.
 */
export function OauthButtons() {
  const { data } = useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: authApi.providers,
    staleTime: Infinity,
  });
  const providers = data?.providers ?? [];
  const returnTo = useReturnTo();
  if (providers.length === 0) return null;
  const desktop = desktopApi();
  return (
    <div className="mb-6 space-y-6">
      <div className={providers.length > 1 ? 'grid grid-cols-2 gap-3' : 'grid'}>
        {providers.map((provider) => {
          const Icon = providerIcons[provider];
          return (
            <Button key={provider} asChild variant="outline" className="h-10">
              <a
                href={oauthStartUrl(provider)}
                onClick={(event) => {
                  rememberReturnTo(returnTo);
                  if (!desktop) return;
                  event.preventDefault();
                  void desktop.signIn.start(provider);
                }}
              >
                <Icon className="size-4" />
                {providerLabels[provider]}
              </a>
            </Button>
          );
        })}
      </div>
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        or continue with email
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
