import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_PATTERN } from '../contract/index.ts';

/** Which sign-up password requirements hold; the live checklist shows each one. */
export interface PasswordRequirements {
  length: boolean;
  upper: boolean;
  lower: boolean;
  digit: boolean;
  special: boolean;
}

/** Checks each requirement: at least 8 characters, A-Z, a-z, 0-9 and one ASCII punctuation mark. */
export function passwordRequirements(password: string): PasswordRequirements {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    upper: /[A-Z]/.test(password),
    lower: /[a-z]/.test(password),
    digit: /\d/.test(password),
    special: PASSWORD_SPECIAL_PATTERN.test(password),
  };
}

/** True when every sign-up password requirement holds. */
export function isPasswordValid(password: string): boolean {
  return Object.values(passwordRequirements(password)).every(Boolean);
}
