import { OTP_LENGTH, messages, pageRoutes } from '@zencode/shared/contract';
import { isCompleteOtp, otpError, postSignInPath, sanitizeOtp } from '@zencode/shared/rules';
import { LinkIcon, MailIcon, UserRoundPenIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { setTempToken } from '@/lib/token-storage.ts';
import { authApi } from './auth-api.ts';
import { AuthShell } from './auth-shell.tsx';
import { CompleteProfileForm } from './complete-profile-form.tsx';
import { decodeTokenClaims } from './decode-token.ts';
import { failureMessage } from './failure-message.ts';
import { BackLink } from './back-link.tsx';
import { FormAlert } from './form-alert.tsx';
import { useAuth } from './use-auth.ts';
import { useCountdown } from './use-countdown.ts';

/** The server allows one new code a minute; the button waits as long. */
const RESEND_COUNTDOWN_SECONDS = 60;

const backToSignUp = <BackLink to={pageRoutes.signup}>Back to Sign Up</BackLink>;

/**
 * Verify by code for `?email=`: six digits (anything else is stripped), 'Verify Email', 'Resend
 * Code' after a countdown. A complete profile signs in at once; otherwise the profile form follows.
 */
export function VerifyOtpView() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() ?? '';
  const { login } = useAuth();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [temporaryToken, setTemporaryToken] = useState<string | null>(null);
  const countdown = useCountdown(RESEND_COUNTDOWN_SECONDS);

  if (!email) {
    return (
      <AuthShell
        icon={<LinkIcon />}
        title={messages.invalidLinkTitle}
        description="This page needs the email address you signed up with."
      >
        <Button asChild className="h-10 w-full">
          <Link to={pageRoutes.signup}>Back to Sign Up</Link>
        </Button>
      </AuthShell>
    );
  }

  if (temporaryToken) {
    const claims = decodeTokenClaims(temporaryToken);
    return (
      <AuthShell
        icon={<UserRoundPenIcon />}
        title={messages.completeYourProfile}
        description={
          <>
            <span className="font-medium text-foreground">{messages.emailVerified}</span> Choose how
            you appear on ZenCode.
          </>
        }
      >
        <CompleteProfileForm
          temporaryToken={temporaryToken}
          initialFullName={claims?.fullName ?? ''}
          initialUsername={claims?.username ?? ''}
        />
      </AuthShell>
    );
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    const incomplete = otpError(code);
    if (incomplete) {
      setError(incomplete);
      return;
    }
    setPending(true);
    setError(null);
    try {
      const { token, user } = await authApi.verifyOtp(email, code);
      if (user.profileComplete) {
        const signedIn = await login(token);
        navigate(postSignInPath(signedIn?.username), { replace: true });
        return;
      }
      setTempToken(token);
      setTemporaryToken(token);
    } catch (failure) {
      setError(failureMessage(failure, messages.otpInvalid));
    } finally {
      setPending(false);
    }
  }

  async function resend() {
    setResending(true);
    setError(null);
    setNotice(null);
    try {
      const { message } = await authApi.resendOtp(email);
      setNotice(message);
      countdown.start(RESEND_COUNTDOWN_SECONDS);
    } catch (failure) {
      setError(failureMessage(failure, messages.resendOtpFailed));
    } finally {
      setResending(false);
    }
  }

  return (
    <AuthShell
      icon={<MailIcon />}
      title="Verify your email"
      description={
        <>
          We sent a 6-digit code to <span className="font-medium text-foreground">{email}</span>.
          Enter it below to confirm your email.
        </>
      }
      footer={backToSignUp}
    >
      <form onSubmit={verify} className="grid gap-4" noValidate>
        <FormField id="otp-code" label="Verification code">
          <Input
            id="otp-code"
            value={code}
            onChange={(event) => {
              setCode(sanitizeOtp(event.target.value));
              setError(null);
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            // No maxLength: a pasted '123 456' must be cleaned, not cut to '123 45' first.
            aria-describedby="otp-hint"
            placeholder="000000"
            className="h-12 text-center font-mono text-2xl tracking-[0.5em] placeholder:tracking-[0.5em] placeholder:text-muted-foreground/40"
            autoFocus
          />
        </FormField>
        <p id="otp-hint" className="sr-only">
          {OTP_LENGTH} digits
        </p>
        <FormAlert>{error}</FormAlert>
        <FormAlert tone="success">{notice}</FormAlert>
        <Button type="submit" className="h-10" disabled={pending || !isCompleteOtp(code)}>
          {pending ? 'Verifying...' : 'Verify Email'}
        </Button>
        <Button
          type="button"
          variant="outline"
          className="h-10"
          onClick={resend}
          disabled={resending || countdown.seconds > 0}
        >
          {resending
            ? 'Sending...'
            : countdown.seconds > 0
              ? `Resend Code (${countdown.seconds}s)`
              : 'Resend Code'}
        </Button>
      </form>
    </AuthShell>
  );
}
