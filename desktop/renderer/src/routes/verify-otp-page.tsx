import { VerifyOtpView } from '@/features/auth/index.ts';

/** /verify-otp?email=: verify by 6-digit code, then complete the profile. */
export function VerifyOtpPage() {
  return <VerifyOtpView />;
}
