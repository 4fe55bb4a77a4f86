import { messages } from '@zencode/shared/contract';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { cn } from '@/lib/utils.ts';
import { EmailInput } from './email-input.tsx';
import { FormAlert } from './form-alert.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordInput } from './password-input.tsx';
import { TermsCheckbox } from './terms-checkbox.tsx';
import { useSignUp } from './use-sign-up.ts';

/**
 * 'Create account': e-mail, a password with its live checklist, the confirmation with a live match
 * hint and the required terms box. Submit stays disabled until all of it holds.
 */
export function SignUpForm() {
  const { fields, check, pending, error, submit, ...set } = useSignUp();
  const { email, password, confirmPassword, acceptedTerms } = fields;
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <FormField id="signup-email" label="Email">
        <EmailInput
          id="signup-email"
          value={email}
          onChange={(event) => set.setEmail(event.target.value)}
        />
      </FormField>
      <FormField id="signup-password" label="Password">
        <PasswordInput
          id="signup-password"
          value={password}
          onChange={(event) => set.setPassword(event.target.value)}
          autoComplete="new-password"
          required
        />
        <PasswordChecklist password={password} />
      </FormField>
      <FormField id="signup-confirm" label="Confirm password">
        <PasswordInput
          id="signup-confirm"
          value={confirmPassword}
          onChange={(event) => set.setConfirmPassword(event.target.value)}
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
      <TermsCheckbox checked={acceptedTerms} onCheckedChange={set.setAcceptedTerms} />
      <FormAlert>{error}</FormAlert>
      <Button type="submit" className="h-10" disabled={pending || !check.canSubmit}>
        {pending ? messages.creatingAccount : 'Create account'}
      </Button>
    </form>
  );
}
