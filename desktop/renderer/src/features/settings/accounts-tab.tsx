import { type User, messages } from '@zencode/shared/contract';
import { checkChangePassword, isPasswordValid } from '@zencode/shared/rules';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import {
  FormAlert,
  PasswordChecklist,
  PasswordInput,
  failureMessage,
  useAuth,
} from '@/features/auth/index.ts';
import { useFormAction } from '@/lib/use-form-action.ts';
import { settingsApi } from './settings-api.ts';

const emptyForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Username and e-mail, and 'Update Password'. A changed password ends every other session; this
 * client keeps going with the token the server returns.
 */
export function AccountsTab({ user }: { user: User }) {
  const { login } = useAuth();
  const [form, setForm] = useState(emptyForm);
  const { pending, outcome, setOutcome, run } = useFormAction();
  const check = checkChangePassword(form);
  const field = (key: keyof typeof emptyForm) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
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

  return (
    <div className="grid gap-6">
      <dl className="grid gap-3 rounded-lg border p-4 text-sm sm:grid-cols-2">
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Username</dt>
          <dd className="font-medium break-all">@{user.username}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Email</dt>
          <dd className="font-medium break-all">{user.email}</dd>
        </div>
      </dl>
      <form onSubmit={save} className="grid gap-4" noValidate>
        <h3 className="font-semibold">Update Password</h3>
        <FormField id="settings-old-password" label="Original password">
          <PasswordInput
            id="settings-old-password"
            autoComplete="current-password"
            {...field('oldPassword')}
          />
        </FormField>
        <FormField id="settings-new-password" label="New password">
          <PasswordInput
            id="settings-new-password"
            autoComplete="new-password"
            {...field('newPassword')}
          />
          {form.newPassword && <PasswordChecklist password={form.newPassword} />}
        </FormField>
        <FormField id="settings-confirm-password" label="Confirm password">
          <PasswordInput
            id="settings-confirm-password"
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
        </FormField>
        <FormAlert tone={outcome?.tone}>{outcome?.text}</FormAlert>
        <div className="flex justify-end">
          <Button type="submit" disabled={pending || !check.canSubmit}>
            {pending ? messages.saving : 'Save'}
          </Button>
        </div>
      </form>
    </div>
  );
}
