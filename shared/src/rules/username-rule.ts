import { USERNAME_PATTERN } from '../contract/index.ts';

/** Letters, digits and underscore, 3 to 20 characters (profile completion and settings). */
export function isValidUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username);
}
