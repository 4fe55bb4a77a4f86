import { ForgotPasswordView } from '@/features/auth/index.ts';

/** /forgot-password: request a password reset link. */
export function ForgotPasswordPage() {
  return <ForgotPasswordView />;
}
