import { messages, pageRoutes, withQuery } from '@zencode/shared/contract';
import { checkSignUp, postSignInPath, signUpOutcome } from '@zencode/shared/rules';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { authApi } from './auth-api.ts';
import { failureMessage } from './failure-message.ts';
import { useAuth } from './use-auth.ts';

/**
 * 'Create account''s fields, their check (checkSignUp) and its submit: a verification code to
 * enter, or a session and the page after sign-in; a failure is kept as the form's error.
 */
export function useSignUp() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const check = checkSignUp({ email, password, confirmPassword, acceptedTerms });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!check.canSubmit) {
      setError(check.error);
      return;
    }
    setPending(true);
    setError(null);
    try {
      const outcome = signUpOutcome(await authApi.signUp({ email: email.trim(), password }));
      if (outcome.kind === 'verify') {
        navigate(withQuery(pageRoutes.verifyOtp, { email: email.trim() }));
        return;
      }
      if (outcome.kind === 'error') throw new Error(outcome.message);
      const user = await login(outcome.token);
      navigate(postSignInPath(user?.username), { replace: true });
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message === messages.signupNoToken
          ? failure.message
          : failureMessage(failure, messages.registrationFailed),
      );
      setPending(false);
    }
  }

  return {
    fields: { email, password, confirmPassword, acceptedTerms },
    setEmail,
    setPassword,
    setConfirmPassword,
    setAcceptedTerms,
    check,
    pending,
    error,
    submit,
  };
}
