import { USERNAME_MAX_LENGTH, messages } from '@zencode/shared/contract';
import { canCompleteProfile, isValidUsername } from '@zencode/shared/rules';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { useCompleteProfile } from './use-complete-profile.ts';

/**
 * Full name and username after verification or social sign-in. Submit stays disabled until the
 * trimmed name is non-empty and the username has 3 to 20 letters, digits or underscores.
 */
export function CompleteProfileForm({
  temporaryToken,
  initialFullName = '',
  initialUsername = '',
}: {
  temporaryToken: string | null;
  initialFullName?: string;
  initialUsername?: string;
}) {
  const id = useId();
  const [fullName, setFullName] = useState(initialFullName);
  const [username, setUsername] = useState(initialUsername);
  const { complete, pending, error } = useCompleteProfile(temporaryToken);
  const usernameHint = username !== '' && !isValidUsername(username);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canCompleteProfile(fullName, username)) void complete(fullName, username);
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <FormField id={`${id}-name`} label="Full name">
        <Input
          id={`${id}-name`}
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
          autoComplete="name"
          placeholder="Ada Lovelace"
          required
        />
      </FormField>
      <FormField id={`${id}-username`} label="Username">
        <Input
          id={`${id}-username`}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoComplete="username"
          placeholder="ada_l"
          maxLength={USERNAME_MAX_LENGTH}
          aria-invalid={usernameHint}
          aria-describedby={`${id}-username-hint`}
          required
        />
        <p
          id={`${id}-username-hint`}
          className={usernameHint ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}
        >
          {usernameHint ? messages.usernameInvalid : '3 to 20 letters, digits or underscores.'}
        </p>
      </FormField>
      <FormAlert>{error}</FormAlert>
      <Button type="submit" disabled={pending || !canCompleteProfile(fullName, username)}>
        {pending ? messages.saving : 'Complete Profile'}
      </Button>
    </form>
  );
}
