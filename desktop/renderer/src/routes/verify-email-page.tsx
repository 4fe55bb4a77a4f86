import { VerifyEmailView } from '@/features/auth/index.ts';

/** /verify-email?token=: verify by link, then complete the profile. */
export function VerifyEmailPage() {
  return <VerifyEmailView />;
}
