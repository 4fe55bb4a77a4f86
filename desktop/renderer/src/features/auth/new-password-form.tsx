import { messages } from '@zencode/shared/contract';
import { checkResetPassword } from '@zencode/shared/rules';
import { KeyRoundIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useFormAction } from '@/lib/use-form-action.ts';
import { authApi } from './auth-api.ts';
import { AuthShell } from './auth-shell.tsx';
import { failureMessage } from './failure-message.ts';
import { FormAlert } from './form-alert.tsx';
import { PasswordField } from './password-field.tsx';

/** 'Reset password': the new password twice, checked, then sent with the link's token. */
export function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { pending, outcome, setOutcome, run } = useFormAction();
  const check = checkResetPassword(password, confirmPassword);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (check.error) {
      setOutcome({ tone: 'error', text: check.error });
      return;
    }
    await run(
      async () => {
        await authApi.resetPassword(token, password);
        onDone();
      },
      (failure) => failureMessage(failure, messages.resetPasswordFailed),
    );
  }

  return (
    <AuthShell
      icon={<KeyRoundIcon />}
      title="Reset password"
      description="Choose a new password for your account."
    >
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <PasswordField
          id="reset-password"
          label="New password"
          value={password}
          onValueChange={setPassword}
        />
        <PasswordField
          id="reset-confirm"
          label="Confirm new password"
          value={confirmPassword}
          onValueChange={setConfirmPassword}
        />
        <FormAlert tone={outcome?.tone}>{outcome?.text}</FormAlert>
        <Button type="submit" className="h-10" disabled={pending || !check.canSubmit}>
          {pending ? 'Resetting...' : 'Reset password'}
        </Button>
      </form>
    </AuthShell>
  );
}
