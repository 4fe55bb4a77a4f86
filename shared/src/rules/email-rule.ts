import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../contract/index.ts';

/** True when the text, trimmed, has the shape of an e-mail address the server will accept. */
export function isEmailShape(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}
