import { ComingSoon } from '@/features/layout/index.ts';

/** /oauth/callback: social sign-in hand-off (built by the accounts work). */
export function OAuthCallbackPage() {
  return (
    <ComingSoon title="Signing you in" description="Finishing sign-in with GitHub or Google." />
  );
}
