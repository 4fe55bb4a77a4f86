import { messages, pageRoutes } from '@zencode/shared/contract';
import { CircleCheckIcon, LinkIcon } from 'lucide-react';
import { AuthLinkButton } from './auth-link-button.tsx';
import { AuthShell } from './auth-shell.tsx';
import { AuthWaiting } from './auth-waiting.tsx';

/** 'Invalid reset link' with `message`, and the way to ask for a new one. */
export function InvalidResetLink({ message }: { message: string }) {
  return (
    <AuthShell icon={<LinkIcon />} title={messages.invalidResetLinkTitle} description={message}>
      <AuthLinkButton to={pageRoutes.forgotPassword}>Request new reset link</AuthLinkButton>
    </AuthShell>
  );
}

/** While the reset link's token is checked. */
export function CheckingResetLink() {
  return <AuthWaiting title="Checking your link" spinnerLabel="Checking the reset link" />;
}

/** The password was changed: sign in with it. */
export function PasswordResetDone() {
  return (
    <AuthShell
      icon={<CircleCheckIcon />}
      title={messages.passwordResetSuccessful}
      description="Your password has been changed. Sign in with your new password."
    >
      <AuthLinkButton to={pageRoutes.signin}>Sign in</AuthLinkButton>
    </AuthShell>
  );
}
