import { messages } from '@zencode/shared/contract';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';
import { EmailField } from './email-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordField } from './password-field.tsx';
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
      <EmailField id="signup-email" value={email} onValueChange={set.setEmail} />
      <PasswordField
        id="signup-password"
        label="Password"
        value={password}
        onValueChange={set.setPassword}
      >
        <PasswordChecklist password={password} />
      </PasswordField>
      <PasswordField
        id="signup-confirm"
        label="Confirm password"
        value={confirmPassword}
        onValueChange={set.setConfirmPassword}
        invalid={check.matchHint === messages.passwordsDoNotMatchLive}
      >
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
      </PasswordField>
      <TermsCheckbox checked={acceptedTerms} onCheckedChange={set.setAcceptedTerms} />
      <FormAlert>{error}</FormAlert>
      <Button type="submit" className="h-10" disabled={pending || !check.canSubmit}>
        {pending ? messages.creatingAccount : 'Create account'}
      </Button>
    </form>
  );
}
