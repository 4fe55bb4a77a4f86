import { pageRoutes } from '@zencode/shared/contract';
import { matchPath } from 'react-router';
import { routerPath } from '@/lib/router-path.ts';

/** Routes that show neither the app top bar nor the footer. */
const chromelessPaths = new Set<string>([
  pageRoutes.home,
  pageRoutes.signin,
  pageRoutes.signup,
  pageRoutes.oauthCallback,
  pageRoutes.forgotPassword,
  pageRoutes.resetPassword,
  pageRoutes.verifyEmail,
  pageRoutes.verifyOtp,
]);

/** Solving screens, which bring their own bar: a problem's page and a running interview. */
const solvingPatterns = [pageRoutes.problem, pageRoutes.interviewSession].map(routerPath);

/** Whether the app top bar and footer are shown on `pathname`; hidden also on solving screens. */
export function showsAppChrome(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (chromelessPaths.has(path)) return false;
  return solvingPatterns.every((pattern) => matchPath(pattern, path) === null);
}
