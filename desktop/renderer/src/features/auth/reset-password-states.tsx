import { messages, pageRoutes } from '@zencode/shared/contract';
import { CircleCheckIcon, LinkIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { AuthShell } from './auth-shell.tsx';

/** 'Invalid reset link' with `message`, and the way to ask for a new one. */
export function InvalidResetLink({ message }: { message: string }) {
  return (
    <AuthShell icon={<LinkIcon />} title={messages.invalidResetLinkTitle} description={message}>
      <Button asChild className="h-10 w-full">
        <Link to={pageRoutes.forgotPassword}>Request new reset link</Link>
      </Button>
    </AuthShell>
  );
}

/** While the reset link's token is checked. */
export function CheckingResetLink() {
  return (
    <AuthShell title="Checking your link" description="One moment...">
      <div className="flex justify-center py-4">
        <Spinner className="size-6" label="Checking the reset link" />
      </div>
    </AuthShell>
  );
}

/** The password was changed: sign in with it. */
export function PasswordResetDone() {
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
