import { messages } from '@zencode/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { authApi } from './auth-api.ts';
import { NewPasswordForm } from './new-password-form.tsx';
import {
  CheckingResetLink,
  InvalidResetLink,
  PasswordResetDone,
} from './reset-password-states.tsx';

/**
 * The reset link's page: validates `?token=` on load (spinner), then the new-password form, the
 * success message, or 'Invalid reset link'.
 */
export function ResetPasswordView() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const validation = useQuery({
    queryKey: ['auth', 'reset-token', token],
    queryFn: () => authApi.validateResetToken(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const [done, setDone] = useState(false);

  if (!token) return <InvalidResetLink message={messages.resetLinkMissing} />;
  if (validation.isPending) return <CheckingResetLink />;
  if (validation.isError) return <InvalidResetLink message={messages.resetLinkInvalid} />;
  if (done) return <PasswordResetDone />;
  return <NewPasswordForm token={token} onDone={() => setDone(true)} />;
}
