import { messages } from '@zencode/shared/contract';
import { CircleCheckIcon, MailWarningIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { AuthShell } from './auth-shell.tsx';
import { AuthWaiting } from './auth-waiting.tsx';
import { CompleteProfileDialog } from './complete-profile-dialog.tsx';
import { decodeTokenClaims } from './decode-token.ts';
import { ResendVerification } from './resend-verification.tsx';
import { useEmailVerification } from './use-email-verification.ts';

/**
 * Verify by link: checks `?token=` at once; success shows 'Email verified successfully!' and the
 * 'Complete Your Profile' modal, failure 'Verification failed' with a resend.
 */
export function VerifyEmailView() {
  const [searchParams] = useSearchParams();
  const linkToken = searchParams.get('token');
  const outcome = useEmailVerification(linkToken);

  if (outcome.kind === 'loading') {
    return <AuthWaiting title="Verifying your email" spinnerLabel="Verifying your email" />;
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
