import { ComingSoon } from '@/features/layout/index.ts';

/** /verify-otp?email=: verify by code (built by the accounts work). */
export function VerifyOtpPage() {
  return (
    <ComingSoon
      title="Verify your e-mail"
      description="Enter the 6-digit code we sent to your e-mail address."
    />
  );
}
