import { messages, pageRoutes } from '@zencode/shared/contract';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { useFormAction } from '@/lib/use-form-action.ts';
import { authApi } from './auth-api.ts';
import { failureMessage } from './failure-message.ts';
import { FormAlert } from './form-alert.tsx';

/** After a failed link: a new verification e-mail for the link's account, or back to sign in. */
export function ResendVerification({ linkToken }: { linkToken: string | null }) {
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
