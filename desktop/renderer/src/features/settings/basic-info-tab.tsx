import { USERNAME_MAX_LENGTH, type User, messages } from '@zencode/shared/contract';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { FormAlert } from '@/features/auth/index.ts';
import { AvatarField } from './avatar-field.tsx';
import { useBasicInfo } from './use-basic-info.ts';

/** Avatar, name, username and the read-only e-mail, and Save (see useBasicInfo). */
export function BasicInfoTab({ user }: { user: User }) {
  const info = useBasicInfo(user);
  const { name, username, avatar, usernameInvalid, pending, outcome } = info;
  return (
    <form onSubmit={info.save} className="grid gap-5" noValidate>
      <AvatarField value={avatar} name={name} onChange={info.setAvatar} disabled={pending} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="settings-name" label="Name">
          <Input
            id="settings-name"
            value={name}
            onChange={(event) => info.setName(event.target.value)}
            autoComplete="name"
          />
        </FormField>
        <FormField id="settings-username" label="Username">
          <Input
            id="settings-username"
            value={username}
            onChange={(event) => info.setUsername(event.target.value)}
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
        <Button type="submit" disabled={!info.canSave}>
          {pending ? messages.saving : 'Save'}
        </Button>
      </div>
    </form>
  );
}
