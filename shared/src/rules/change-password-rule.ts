import { messages } from '../contract/index.ts';
import type { PasswordFormCheck } from './reset-password-rule.ts';

export interface ChangePasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The settings change-password rule: all three required, new equal to confirm. */
export function checkChangePassword(form: ChangePasswordForm): PasswordFormCheck {
  const canSubmit =
    form.oldPassword !== '' && form.newPassword !== '' && form.confirmPassword !== '';
  if (!canSubmit) return { canSubmit, error: messages.allFieldsRequired };
  if (form.newPassword !== form.confirmPassword) {
    return { canSubmit, error: messages.passwordsDoNotMatch };
  }
  return { canSubmit, error: null };
}
