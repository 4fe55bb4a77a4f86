import { ComingSoon } from '@/features/layout/index.ts';

/** /reset-password?token=: set a new password (built by the accounts work). */
export function ResetPasswordPage() {
  return (
    <ComingSoon
      title="Reset password"
      description="Choose a new password for your account from the link in your e-mail."
    />
  );
}
