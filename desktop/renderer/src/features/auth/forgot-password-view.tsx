import { FORGOT_PASSWORD_COUNTDOWN_SECONDS, messages, pageRoutes } from '@zencode/shared/contract';
import { KeyRoundIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useFormAction } from '@/lib/use-form-action.ts';
import { authApi } from './auth-api.ts';
import { AuthShell } from './auth-shell.tsx';
import { failureMessage } from './failure-message.ts';
import { EmailField } from './email-field.tsx';
import { BackLink } from './back-link.tsx';
import { FormAlert } from './form-alert.tsx';
import { ResetLinkSent } from './reset-link-sent.tsx';
import { useCountdown } from './use-countdown.ts';

const backToSignIn = <BackLink to={pageRoutes.signin}>Back to sign in</BackLink>;

/**
 * One e-mail field; after sending, 'Check your email' with the address and a 'try again' link
 * that stays disabled while a 60-second countdown runs and returns to the form at 0.
 */
export function ForgotPasswordView() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { pending, outcome, setOutcome, run } = useFormAction();
  const countdown = useCountdown();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    await run(
      async () => {
        await authApi.forgotPassword(address);
        setSentTo(address);
        countdown.start(FORGOT_PASSWORD_COUNTDOWN_SECONDS);
      },
      (failure) => failureMessage(failure, messages.forgotPasswordFailed),
    );
  }

  if (sentTo !== null) {
    return (
      <ResetLinkSent
        sentTo={sentTo}
        secondsLeft={countdown.seconds}
        onTryAgain={() => setSentTo(null)}
        footer={backToSignIn}
      />
    );
  }

  return (
    <AuthShell
      icon={<KeyRoundIcon />}
      title="Forgot password"
      description="Enter the email of your account and we will send you a link to reset your password."
      footer={backToSignIn}
    >
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <EmailField
          id="forgot-email"
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            setOutcome(null);
          }}
        />
        <FormAlert tone={outcome?.tone}>{outcome?.text}</FormAlert>
        <Button type="submit" className="h-10" disabled={pending || !email.trim()}>
          {pending ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
    </AuthShell>
  );
}
