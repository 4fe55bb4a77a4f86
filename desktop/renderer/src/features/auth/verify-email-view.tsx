import { type VerifyEmailResponse, messages, pageRoutes } from '@zencode/shared/contract';
import { postSignInPath } from '@zencode/shared/rules';
import { CircleCheckIcon, MailWarningIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { setTempToken } from '@/lib/token-storage.ts';
import { useFormAction } from '@/lib/use-form-action.ts';
import { authApi } from './auth-api.ts';
import { AuthShell } from './auth-shell.tsx';
import { CompleteProfileDialog } from './complete-profile-dialog.tsx';
import { decodeTokenClaims } from './decode-token.ts';
import { failureMessage } from './failure-message.ts';
import { FormAlert } from './form-alert.tsx';
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

type Outcome =
  | { kind: 'loading' }
  | { kind: 'verified'; temporaryToken: string }
  | { kind: 'failed'; message: string };

function ResendVerification({ linkToken }: { linkToken: string | null }) {
  const { pending, outcome, run } = useFormAction();
  async function resend() {
    await run(
      async () => (await authApi.resendVerification(linkToken)).message,
      (failure) => failureMessage(failure, messages.resendVerificationFailed),
    );
  }
  return (
    <div className="grid gap-3">
      <FormAlert tone={outcome?.tone}>{outcome?.text}</FormAlert>
      <Button
        className="h-10"
        onClick={resend}
        disabled={pending || !linkToken || outcome?.tone === 'success'}
      >
        {pending ? 'Sending...' : 'Resend verification email'}
      </Button>
      <Button asChild variant="outline" className="h-10">
        <Link to={pageRoutes.signin}>Back to sign in</Link>
      </Button>
    </div>
  );
}

/**
 * Verify by link: checks `?token=` at once; success shows 'Email verified successfully!' and the
 * 'Complete Your Profile' modal, failure 'Verification failed' with a resend.
 */
export function VerifyEmailView() {
  const [searchParams] = useSearchParams();
  const linkToken = searchParams.get('token');
  const { login } = useAuth();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>(() =>
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

  if (outcome.kind === 'loading') {
    return (
      <AuthShell title="Verifying your email" description="One moment...">
        <div className="flex justify-center py-4">
          <Spinner className="size-6" label="Verifying your email" />
        </div>
      </AuthShell>
    );
  }
  if (outcome.kind === 'failed') {
    return (
      <AuthShell
        icon={<MailWarningIcon />}
        title={messages.verificationFailed}
        description={outcome.message}
      >
        <ResendVerification linkToken={linkToken} />
      </AuthShell>
    );
  }
  const claims = decodeTokenClaims(outcome.temporaryToken);
  return (
    <AuthShell
      icon={<CircleCheckIcon />}
      title={messages.emailVerified}
      description="One last step: choose your name and username."
    >
      <CompleteProfileDialog
        open
        temporaryToken={outcome.temporaryToken}
        initialFullName={claims?.fullName ?? ''}
        initialUsername={claims?.username ?? ''}
        notice={messages.emailVerified}
      />
    </AuthShell>
  );
}
