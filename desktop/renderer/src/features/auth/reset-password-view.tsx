import { messages, pageRoutes } from '@zencode/shared/contract';
import { checkResetPassword } from '@zencode/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { CircleCheckIcon, KeyRoundIcon, LinkIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useFormAction } from '@/lib/use-form-action.ts';
import { authApi } from './auth-api.ts';
import { AuthShell } from './auth-shell.tsx';
import { failureMessage } from './failure-message.ts';
import { FormAlert } from './form-alert.tsx';
import { PasswordInput } from './password-input.tsx';

function InvalidResetLink({ message }: { message: string }) {
  return (
    <AuthShell icon={<LinkIcon />} title={messages.invalidResetLinkTitle} description={message}>
      <Button asChild className="h-10 w-full">
        <Link to={pageRoutes.forgotPassword}>Request new reset link</Link>
      </Button>
    </AuthShell>
  );
}

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
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { pending, outcome, setOutcome, run } = useFormAction();
  const [done, setDone] = useState(false);

  if (!token) return <InvalidResetLink message={messages.resetLinkMissing} />;
  if (validation.isPending) {
    return (
      <AuthShell title="Checking your link" description="One moment...">
        <div className="flex justify-center py-4">
          <Spinner className="size-6" label="Checking the reset link" />
        </div>
      </AuthShell>
    );
  }
  if (validation.isError) return <InvalidResetLink message={messages.resetLinkInvalid} />;
  if (done) {
    return (
      <AuthShell
        icon={<CircleCheckIcon />}
        title={messages.passwordResetSuccessful}
        description="Your password has been changed. Sign in with your new password."
      >
        <Button asChild className="h-10 w-full">
          <Link to={pageRoutes.signin}>Sign in</Link>
        </Button>
      </AuthShell>
    );
  }

  const check = checkResetPassword(password, confirmPassword);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (check.error) {
      setOutcome({ tone: 'error', text: check.error });
      return;
    }
    await run(
      async () => {
        await authApi.resetPassword(token, password);
        setDone(true);
      },
      (failure) => failureMessage(failure, messages.resetPasswordFailed),
    );
  }

  return (
    <AuthShell
      icon={<KeyRoundIcon />}
      title="Reset password"
      description="Choose a new password for your account."
    >
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <FormField id="reset-password" label="New password">
          <PasswordInput
            id="reset-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="new-password"
            required
          />
        </FormField>
        <FormField id="reset-confirm" label="Confirm new password">
          <PasswordInput
            id="reset-confirm"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
            autoComplete="new-password"
            required
          />
        </FormField>
        <FormAlert tone={outcome?.tone}>{outcome?.text}</FormAlert>
        <Button type="submit" className="h-10" disabled={pending || !check.canSubmit}>
          {pending ? 'Resetting...' : 'Reset password'}
        </Button>
      </form>
    </AuthShell>
  );
}
