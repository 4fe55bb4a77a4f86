import { ResetPasswordView } from '@/features/auth/index.ts';

/** /reset-password?token=: set a new password with the link from the mail. */
export function ResetPasswordPage() {
  return <ResetPasswordView />;
}
