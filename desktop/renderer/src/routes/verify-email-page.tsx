import { ComingSoon } from '@/features/layout/index.ts';

/** /verify-email?token=: verify by link (built by the accounts work). */
export function VerifyEmailPage() {
  return (
    <ComingSoon
      title="Verify your e-mail"
      description="Confirm your e-mail address from the link we sent you."
    />
  );
}
