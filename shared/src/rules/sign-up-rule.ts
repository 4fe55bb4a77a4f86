import { messages } from '../contract/index.ts';
import { isEmailShape } from './email-rule.ts';
import { isPasswordValid } from './password-rule.ts';

export interface SignUpForm {
  email: string;
  password: string;
  confirmPassword: string;
  acceptedTerms: boolean;
}

export interface SignUpCheck {
  /** Submit is enabled only when everything holds. */
  canSubmit: boolean;
  /** The message to show on submit, if any. */
  error: string | null;
  /** Live hint under the confirm field: null while it is empty. */
  matchHint: string | null;
}

/** The sign-up form rule. */
export function checkSignUp(form: SignUpForm): SignUpCheck {
  const passwordOk = isPasswordValid(form.password);
  const matches = form.confirmPassword !== '' && form.confirmPassword === form.password;
  let error: string | null = null;
  if (!passwordOk) error = messages.passwordRequirementsUnmet;
  else if (!matches) error = messages.passwordsDoNotMatch;
  return {
    canSubmit: passwordOk && matches && isEmailShape(form.email) && form.acceptedTerms,
    error,
    matchHint:
      form.confirmPassword === ''
        ? null
        : matches
          ? messages.passwordsMatchLive
          : messages.passwordsDoNotMatchLive,
  };
}
