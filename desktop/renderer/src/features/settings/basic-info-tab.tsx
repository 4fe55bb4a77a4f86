import {
  USERNAME_MAX_LENGTH,
  type User,
  fillRoute,
  messages,
  pageRoutes,
} from '@zencode/shared/contract';
import { isValidUsername } from '@zencode/shared/rules';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { FormAlert, failureMessage, useAuth } from '@/features/auth/index.ts';
import { AvatarField } from './avatar-field.tsx';
import { useFormAction } from '@/lib/use-form-action.ts';
import { settingsApi } from './settings-api.ts';

/**
 * Avatar, name, username and the read-only e-mail. Save replaces the user, signs in again with a
 * returned token, and moves to the new profile URL when the username changed.
 */
export function BasicInfoTab({ user }: { user: User }) {
  const { login, setUser } = useAuth();
  const navigate = useNavigate();
  const [name, setName] = useState(user.name || user.fullName);
  const [username, setUsername] = useState(user.username);
  const [avatar, setAvatar] = useState(user.avatar);
  const { pending, outcome, run } = useFormAction();
  const usernameInvalid = username !== '' && !isValidUsername(username);
  const canSave = name.trim() !== '' && isValidUsername(username) && !pending;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!canSave) return;
    await run(
      async () => {
        const answer = await settingsApi.updateBasic({ name: name.trim(), username, avatar });
        setUser(answer.user);
        if (answer.token) await login(answer.token);
        if (answer.user.username !== user.username) {
          navigate(fillRoute(pageRoutes.profileOf, { username: answer.user.username }));
        }
        return messages.profileUpdated;
      },
      (failure) => failureMessage(failure, messages.updateProfileFailed),
    );
  }

  return (
    <form onSubmit={save} className="grid gap-5" noValidate>
      <AvatarField value={avatar} name={name} onChange={setAvatar} disabled={pending} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="settings-name" label="Name">
          <Input
            id="settings-name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="name"
          />
        </FormField>
        <FormField id="settings-username" label="Username">
          <Input
            id="settings-username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            autoComplete="username"
            maxLength={USERNAME_MAX_LENGTH}
            aria-invalid={usernameInvalid}
          />
        </FormField>
      </div>
      {usernameInvalid && (
        <p className="-mt-3 text-xs text-destructive">{messages.usernameInvalid}</p>
      )}
      <FormField id="settings-email" label="Email">
        <Input
          id="settings-email"
          value={user.email}
          readOnly
          className="bg-muted/50 text-muted-foreground"
        />
      </FormField>
      <FormAlert tone={outcome?.tone}>{outcome?.text}</FormAlert>
      <div className="flex justify-end">
        <Button type="submit" disabled={!canSave}>
          {pending ? messages.saving : 'Save'}
        </Button>
      </div>
    </form>
  );
}
