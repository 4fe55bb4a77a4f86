import { type VerifyEmailResponse, messages } from '@zencode/shared/contract';
import { postSignInPath } from '@zencode/shared/rules';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { setTempToken } from '@/lib/token-storage.ts';
import { authApi } from './auth-api.ts';
import { useAuth } from './use-auth.ts';

// A link works once: a second effect run (React's development double-run, a remount) must reuse
// the first answer instead of spending the token again.
const verifications = new Map<string, Promise<VerifyEmailResponse>>();
function verifyOnce(token: string): Promise<VerifyEmailResponse> {
  let verification = verifications.get(token);
  if (!verification) {
    verification = authApi.verifyEmail(token);
    verifications.set(token, verification);
  }
  return verification;
}

/** Where checking a verification link stands. */
export type EmailVerification =
  | { kind: 'loading' }
  | { kind: 'verified'; temporaryToken: string }
  | { kind: 'failed'; message: string };

/**
 * Checks the link's token once, at once: a complete profile signs in and leaves for the next
 * page; otherwise `verified` with the temporary token for the profile form, or why it failed.
 */
export function useEmailVerification(linkToken: string | null): EmailVerification {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<EmailVerification>(() =>
    linkToken ? { kind: 'loading' } : { kind: 'failed', message: messages.verificationLinkMissing },
  );

  useEffect(() => {
    if (!linkToken) return;
    let current = true;
    verifyOnce(linkToken).then(
      async ({ token, user }) => {
        if (!current) return;
        if (user.profileComplete) {
          const signedIn = await login(token);
          navigate(postSignInPath(signedIn?.username), { replace: true });
          return;
        }
        setTempToken(token);
        setOutcome({ kind: 'verified', temporaryToken: token });
      },
      () => {
        if (current) setOutcome({ kind: 'failed', message: messages.verificationLinkInvalid });
      },
    );
    return () => {
      current = false;
    };
  }, [linkToken, login, navigate]);

  return outcome;
}
