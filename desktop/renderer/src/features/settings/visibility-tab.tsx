import { type User, messages } from '@zencode/shared/contract';
import { useState } from 'react';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { FormAlert, failureMessage, useAuth } from '@/features/auth/index.ts';
import { settingsApi } from './settings-api.ts';

/**
 * The 'Public Profile' switch. It shows the saved setting: it flips only after the server agreed,
 * and waits (disabled) while the change is sent.
 */
export function VisibilityTab({ user }: { user: User }) {
  const { setUser } = useAuth();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  async function change(isPublicProfile: boolean) {
    setPending(true);
    setResult(null);
    try {
      const answer = await settingsApi.updateVisibility(isPublicProfile);
      setUser(answer.user);
      setResult({ ok: true, message: messages.visibilityUpdated });
    } catch (failure) {
      setResult({ ok: false, message: failureMessage(failure, messages.updateVisibilityFailed) });
    } finally {
      setPending(false);
    }
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
      {result && <FormAlert tone={result.ok ? 'success' : 'error'}>{result.message}</FormAlert>}
    </div>
  );
}
