import { fillRoute, pageRoutes } from '../contract/index.ts';

// Pages that make no sense to return to once signed in.
const accountPages: readonly string[] = [
  pageRoutes.signin,
  pageRoutes.signup,
  pageRoutes.forgotPassword,
  pageRoutes.resetPassword,
  pageRoutes.verifyEmail,
  pageRoutes.verifyOtp,
  pageRoutes.oauthCallback,
];

/** A path inside this app worth returning to after sign-in: never another site, never an account page. */
export function isReturnPath(path: unknown): path is string {
  if (typeof path !== 'string' || !path.startsWith('/') || /^\/[/\\]/.test(path)) return false;
  const pathname = path.split(/[?#]/)[0]!;
  return !accountPages.includes(pathname);
}

/**
 * Where a user lands after signing in: the page that sent them to sign in (`returnTo`), else their
 * profile when they have a username, else /problems.
 */
export function postSignInPath(username: string | null | undefined, returnTo?: unknown): string {
  if (isReturnPath(returnTo)) return returnTo;
  return username ? fillRoute(pageRoutes.profileOf, { username }) : pageRoutes.problems;
}
