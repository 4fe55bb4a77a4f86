import { fillRoute, pageRoutes } from '../contract/index.ts';

/** Where a user lands after signing in: their profile when they have a username, else /problems. */
export function postSignInPath(username: string | null | undefined): string {
  return username ? fillRoute(pageRoutes.profileOf, { username }) : pageRoutes.problems;
}
