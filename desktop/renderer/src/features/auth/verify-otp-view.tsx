import { messages, pageRoutes } from '@zencode/shared/contract';
import { LinkIcon, MailIcon, UserRoundPenIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { AuthLinkButton } from './auth-link-button.tsx';
import { AuthShell } from './auth-shell.tsx';
import { BackLink } from './back-link.tsx';
import { CompleteProfileForm } from './complete-profile-form.tsx';
import { decodeTokenClaims } from './decode-token.ts';
import { OtpForm } from './otp-form.tsx';
import { useVerifyOtp } from './use-verify-otp.ts';

const backToSignUp = <BackLink to={pageRoutes.signup}>Back to Sign Up</BackLink>;

/**
 * Verify by code for `?email=`: six digits (anything else is stripped), 'Verify Email', 'Resend
 * Code' after a countdown. A complete profile signs in at once; otherwise the profile form follows.
 */
export function VerifyOtpView() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() ?? '';
  const otp = useVerifyOtp(email);

  if (!email) {
    return (
      <AuthShell
        icon={<LinkIcon />}
        title={messages.invalidLinkTitle}
        description="This page needs the email address you signed up with."
      >
        <AuthLinkButton to={pageRoutes.signup}>Back to Sign Up</AuthLinkButton>
      </AuthShell>
    );
  }
  if (otp.temporaryToken) return <CompleteProfileStep temporaryToken={otp.temporaryToken} />;
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
      <OtpForm otp={otp} />
    </AuthShell>
  );
}

/** After the code: the profile form, filled from what sign-up gave. */
function CompleteProfileStep({ temporaryToken }: { temporaryToken: string }) {
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
