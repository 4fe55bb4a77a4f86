import { messages } from '@zencode/shared/contract';
import { postSignInPath } from '@zencode/shared/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { clearTempToken, setTempToken } from '@/lib/token-storage.ts';
import { authApi } from './auth-api.ts';
import { useAuth } from './use-auth.ts';

/**
 * Profile completion: the temporary token is stored before the call and removed
 * afterwards, whatever the outcome; the returned session token signs the user in and they go to
 * their profile (or /problems without a username).
 */
export function useCompleteProfile(temporaryToken: string | null) {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function complete(fullName: string, username: string): Promise<boolean> {
    if (!temporaryToken) {
      setError(messages.profileCompletionFailed);
      return false;
    }
    setPending(true);
    setError(null);
    setTempToken(temporaryToken);
    try {
      const { token } = await authApi.completeProfile(
        { fullName: fullName.trim(), username },
        temporaryToken,
      );
      clearTempToken();
      const user = await login(token);
      if (!user) {
        setError(messages.profileCompletionFailed);
        return false;
      }
      navigate(postSignInPath(user.username), { replace: true });
      return true;
    } catch (failure) {
      clearTempToken();
      setError(failure instanceof Error ? failure.message : messages.profileCompletionFailed);
      return false;
    } finally {
      setPending(false);
    }
  }

  return { complete, pending, error };
}
