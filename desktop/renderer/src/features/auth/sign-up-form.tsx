import { messages, pageRoutes, withQuery } from '@zencode/shared/contract';
import { checkSignUp, postSignInPath, signUpOutcome } from '@zencode/shared/rules';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Label } from '@/components/ui/label.tsx';
import { cn } from '@/lib/utils.ts';
import { authApi } from './auth-api.ts';
import { failureMessage } from './failure-message.ts';
import { EmailInput } from './email-input.tsx';
import { FormAlert } from './form-alert.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordInput } from './password-input.tsx';
import { useAuth } from './use-auth.ts';

/**
 * 'Create account': e-mail, a password with its live checklist, the confirmation with a live match
 * hint and the required terms box. Submit stays disabled until all of it holds.
 */
export function SignUpForm() {
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

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <FormField id="signup-email" label="Email">
        <EmailInput
          id="signup-email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <FormField id="signup-password" label="Password">
        <PasswordInput
          id="signup-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="new-password"
          required
        />
        <PasswordChecklist password={password} />
      </FormField>
      <FormField id="signup-confirm" label="Confirm password">
        <PasswordInput
          id="signup-confirm"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
          autoComplete="new-password"
          aria-invalid={check.matchHint === messages.passwordsDoNotMatchLive}
          required
        />
        {check.matchHint && (
          <p
            aria-live="polite"
            className={cn(
              'text-xs',
              check.matchHint === messages.passwordsMatchLive ? 'text-easy' : 'text-destructive',
            )}
          >
            {check.matchHint}
          </p>
        )}
      </FormField>
      <div className="flex items-start gap-2">
        <Checkbox
          id="signup-terms"
          className="mt-0.5"
          checked={acceptedTerms}
          onCheckedChange={(checked) => setAcceptedTerms(checked === true)}
          required
        />
        <Label
          htmlFor="signup-terms"
          className="block leading-snug font-normal text-muted-foreground"
        >
          I agree to the{' '}
          <Link to={pageRoutes.terms} className="text-foreground underline underline-offset-4">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to={pageRoutes.privacy} className="text-foreground underline underline-offset-4">
            Privacy Policy
          </Link>
        </Label>
      </div>
      <FormAlert>{error}</FormAlert>
      <Button type="submit" className="h-10" disabled={pending || !check.canSubmit}>
        {pending ? messages.creatingAccount : 'Create account'}
      </Button>
    </form>
  );
}
