import { type User, fillRoute, messages, pageRoutes } from '@zencode/shared/contract';
import { isValidUsername } from '@zencode/shared/rules';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { failureMessage, useAuth } from '@/features/auth/index.ts';
import { useFormAction } from '@/lib/use-form-action.ts';
import { settingsApi } from './settings-api.ts';

/**
 * Basic Info's fields and Save: Save replaces the user, signs in again with a returned token, and
 * moves to the new profile URL when the username changed.
 */
export function useBasicInfo(user: User) {
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

  return {
    name,
    setName,
    username,
    setUsername,
    avatar,
    setAvatar,
    usernameInvalid,
    canSave,
    save,
    pending,
    outcome,
  };
}
