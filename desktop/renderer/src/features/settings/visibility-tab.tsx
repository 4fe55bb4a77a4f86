import { type User, messages } from '@zencode/shared/contract';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { FormAlert, failureMessage, useAuth } from '@/features/auth/index.ts';
import { useFormAction } from '@/lib/use-form-action.ts';
import { settingsApi } from './settings-api.ts';

/**
 * The 'Public Profile' switch. It shows the saved setting: it flips only after the server agreed,
 * and waits (disabled) while the change is sent.
 */
export function VisibilityTab({ user }: { user: User }) {
  const { setUser } = useAuth();
  const { pending, outcome, run } = useFormAction();

  async function change(isPublicProfile: boolean) {
    await run(
      async () => {
        const answer = await settingsApi.updateVisibility(isPublicProfile);
        setUser(answer.user);
        return messages.visibilityUpdated;
      },
      (failure) => failureMessage(failure, messages.updateVisibilityFailed),
    );
  }

  return (
    <div className="grid gap-4">
      <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
        <div className="grid gap-1">
          <Label htmlFor="settings-public-profile">Public Profile</Label>
          <p className="text-sm text-muted-foreground">
            Public profiles are visible to everyone. A private profile is seen only by you.
          </p>
        </div>
        <Switch
          id="settings-public-profile"
          checked={user.isPublicProfile}
          onCheckedChange={change}
          disabled={pending}
        />
      </div>
      <FormAlert tone={outcome?.tone}>{outcome?.text}</FormAlert>
    </div>
  );
}
