import { messages } from '@zencode/shared/contract';
import { useState } from 'react';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { settingsApi } from '@/features/settings/index.ts';

/**
 * The owner's 'Public Profile' switch: disabled while the change is sent, flips only after the
 * server agreed, and says so under it when the change failed.
 */
export function PublicProfileToggle({ isPublic }: { isPublic: boolean }) {
  const { setUser } = useAuth();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function change(next: boolean) {
    setPending(true);
    setFailed(false);
    try {
      setUser((await settingsApi.updateVisibility(next)).user);
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor="profile-public-toggle" className="text-sm">
          Public Profile
        </Label>
        <Switch
          id="profile-public-toggle"
          checked={isPublic}
          onCheckedChange={change}
          disabled={pending}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        {isPublic ? 'Anyone can see this profile.' : 'Only you can see this profile.'}
      </p>
      {failed && (
        <p role="alert" className="text-xs text-destructive">
          {messages.updatePublicProfileFailed}
        </p>
      )}
    </div>
  );
}
