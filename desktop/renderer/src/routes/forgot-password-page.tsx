import { ComingSoon } from '@/features/layout/index.ts';

/** /forgot-password: request a reset link (built by the accounts work). */
export function ForgotPasswordPage() {
  return (
    <ComingSoon
      title="Forgot password"
      description="Enter your e-mail address and we will send you a link to choose a new password."
    />
  );
}
