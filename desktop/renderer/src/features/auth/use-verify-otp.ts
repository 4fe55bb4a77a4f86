import { messages } from '@zencode/shared/contract';
import { otpError, postSignInPath, sanitizeOtp } from '@zencode/shared/rules';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { setTempToken } from '@/lib/token-storage.ts';
import { authApi } from './auth-api.ts';
import { failureMessage } from './failure-message.ts';
import { useAuth } from './use-auth.ts';
import { useCountdown } from './use-countdown.ts';

/** The server allows one new code a minute; the button waits as long. */
const RESEND_COUNTDOWN_SECONDS = 60;

/**
 * The code check for `email`: the typed code (anything but digits stripped), Verify (a complete
 * profile signs in at once; otherwise the temporary token for the profile form) and Resend after
 * a countdown, with the error or notice to show.
 */
export function useVerifyOtp(email: string) {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [temporaryToken, setTemporaryToken] = useState<string | null>(null);
  const countdown = useCountdown(RESEND_COUNTDOWN_SECONDS);

  function type(value: string) {
    setCode(sanitizeOtp(value));
    setError(null);
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

  return {
    code,
    type,
    pending,
    error,
    notice,
    resending,
    resendInSeconds: countdown.seconds,
    temporaryToken,
    verify,
    resend,
  };
}

/** What the code form shows and does. */
export type VerifyOtpState = ReturnType<typeof useVerifyOtp>;
