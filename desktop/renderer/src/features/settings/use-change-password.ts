import { messages } from '@zencode/shared/contract';
import { checkChangePassword, isPasswordValid } from '@zencode/shared/rules';
import { type FormEvent, useState } from 'react';
import { failureMessage, useAuth } from '@/features/auth/index.ts';
import { useFormAction } from '@/lib/use-form-action.ts';
import { settingsApi } from './settings-api.ts';

const emptyForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * 'Update Password': the three fields, the check, and Save. A changed password ends every other
 * session; this client keeps going with the token the server returns.
 */
export function useChangePassword() {
  const { login } = useAuth();
  const [form, setForm] = useState(emptyForm);
  const { pending, outcome, setOutcome, run } = useFormAction();
  const check = checkChangePassword(form);
  const field = (key: keyof typeof emptyForm) => ({
    value: form[key],
    onValueChange: (value: string) => setForm((current) => ({ ...current, [key]: value })),
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    const error =
      check.error ??
      (isPasswordValid(form.newPassword) ? null : messages.passwordRequirementsUnmet);
    if (error) {
      setOutcome({ tone: 'error', text: error });
      return;
    }
    await run(
      async () => {
        const { token } = await settingsApi.changePassword(form.oldPassword, form.newPassword);
        await login(token);
        setForm(emptyForm);
        return messages.passwordUpdated;
      },
      (failure) => failureMessage(failure, messages.updatePasswordFailed),
    );
  }

  return {
    newPassword: form.newPassword,
    field,
    canSubmit: check.canSubmit,
    save,
    pending,
    outcome,
  };
}
