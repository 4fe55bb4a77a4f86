import { type User, messages } from '@zencode/shared/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { FormAlert, failureMessage, useAuth } from '@/features/auth/index.ts';
import { GitHubIcon, LinkedInIcon, XIcon } from '@/features/layout/brand-icons.tsx';
import { useFormAction } from '@/lib/use-form-action.ts';
import { settingsApi } from './settings-api.ts';

const fields = [
  { key: 'github', label: 'GitHub', icon: GitHubIcon, placeholder: 'https://github.com/you' },
  {
    key: 'linkedin',
    label: 'LinkedIn',
    icon: LinkedInIcon,
    placeholder: 'https://linkedin.com/in/you',
  },
  { key: 'twitter', label: 'Twitter', icon: XIcon, placeholder: 'https://x.com/you' },
] as const;

/** GitHub, LinkedIn and Twitter links (URLs; empty clears one). */
export function SocialsTab({ user }: { user: User }) {
  const { setUser } = useAuth();
  const [links, setLinks] = useState(user.socialProfiles);
  const { pending, outcome, run } = useFormAction();

  async function save(event: FormEvent) {
    event.preventDefault();
    await run(
      async () => {
        const trimmed = {
          github: links.github.trim(),
          linkedin: links.linkedin.trim(),
          twitter: links.twitter.trim(),
        };
        const answer = await settingsApi.updateSocials(user.username, trimmed);
        setUser(answer.user);
        return messages.socialsUpdated;
      },
      (failure) => failureMessage(failure, messages.updateSocialsFailed),
    );
  }

  return (
    <form onSubmit={save} className="grid gap-4">
      {fields.map(({ key, label, icon: Icon, placeholder }) => (
        <FormField
          key={key}
          id={`settings-${key}`}
          label={
            <>
              <Icon className="size-3.5 text-muted-foreground" />
              {label}
            </>
          }
        >
          <Input
            id={`settings-${key}`}
            type="url"
            value={links[key]}
            onChange={(event) => setLinks((current) => ({ ...current, [key]: event.target.value }))}
            placeholder={placeholder}
            autoComplete="url"
          />
        </FormField>
      ))}
      <FormAlert tone={outcome?.tone}>{outcome?.text}</FormAlert>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? messages.saving : 'Save'}
        </Button>
      </div>
    </form>
  );
}
