import { PASSWORD_MIN_LENGTH, messages } from '../contract/index.ts';

export interface PasswordFormCheck {
  /** Submit is disabled while a required field is empty. */
  canSubmit: boolean;
  /** The message to show when submitting, or null when the form may be sent. */
  error: string | null;
}

/** The reset-password form rule: both filled, equal, and at least 8 characters. */
export function checkResetPassword(password: string, confirmPassword: string): PasswordFormCheck {
  const canSubmit = password !== '' && confirmPassword !== '';
  if (password !== confirmPassword) return { canSubmit, error: messages.passwordsDoNotMatch };
  if (password.length < PASSWORD_MIN_LENGTH) return { canSubmit, error: messages.passwordTooShort };
  return { canSubmit, error: null };
}
