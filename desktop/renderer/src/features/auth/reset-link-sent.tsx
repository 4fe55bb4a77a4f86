import { messages } from '@zencode/shared/contract';
import { MailCheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { AuthShell } from './auth-shell.tsx';

/** 'Check your email' for `sentTo`, and 'try again' once `secondsLeft` has run out. */
export function ResetLinkSent({
  sentTo,
  secondsLeft,
  onTryAgain,
  footer,
}: {
  sentTo: string;
  secondsLeft: number;
  onTryAgain: () => void;
  footer: ReactNode;
}) {
  const waiting = secondsLeft > 0;
  return (
    <AuthShell
      icon={<MailCheckIcon />}
      title={messages.checkYourEmail}
      description={
        <>
          If an account exists for <span className="font-medium text-foreground">{sentTo}</span>, we
          sent a link to reset its password. It is valid for 30 minutes.
        </>
      }
      footer={footer}
    >
      <p className="text-center text-sm text-muted-foreground">
        Didn&apos;t get the email? Check your spam folder or{' '}
        <button
          type="button"
          disabled={waiting}
          onClick={onTryAgain}
          className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-muted-foreground disabled:no-underline"
        >
          try again
        </button>
        {waiting && (
          <span aria-live="polite" className="tabular-nums">
            {' '}
            in {secondsLeft}s
          </span>
        )}
        .
      </p>
    </AuthShell>
  );
}
