import { isValidUsername } from './username-rule.ts';

/** Profile completion may be submitted when the trimmed full name is non-empty and the username is valid. */
export function canCompleteProfile(fullName: string, username: string): boolean {
  return fullName.trim() !== '' && isValidUsername(username);
}
