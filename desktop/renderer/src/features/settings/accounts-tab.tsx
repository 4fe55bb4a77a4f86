import { type User, messages } from '@zencode/shared/contract';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert, PasswordChecklist, PasswordField } from '@/features/auth/index.ts';
import { useChangePassword } from './use-change-password.ts';

/** Username and e-mail, and 'Update Password' (see useChangePassword). */
export function AccountsTab({ user }: { user: User }) {
  const { newPassword, field, canSubmit, save, pending, outcome } = useChangePassword();
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
        <PasswordField
          id="settings-old-password"
          label="Original password"
          autoComplete="current-password"
          required={false}
          {...field('oldPassword')}
        />
        <PasswordField
          id="settings-new-password"
          label="New password"
          required={false}
          {...field('newPassword')}
        >
          {newPassword && <PasswordChecklist password={newPassword} />}
        </PasswordField>
        <PasswordField
          id="settings-confirm-password"
          label="Confirm password"
          required={false}
          {...field('confirmPassword')}
        />
        <FormAlert tone={outcome?.tone}>{outcome?.text}</FormAlert>
        <div className="flex justify-end">
          <Button type="submit" disabled={pending || !canSubmit}>
            {pending ? messages.saving : 'Save'}
          </Button>
        </div>
      </form>
    </div>
  );
}
