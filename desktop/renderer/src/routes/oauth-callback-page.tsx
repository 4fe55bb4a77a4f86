import { OauthCallbackView } from '@/features/auth/index.ts';

/** /oauth/callback?token=&profileComplete=: the hand-off after social sign-in. */
export function OAuthCallbackPage() {
  return <OauthCallbackView />;
}
