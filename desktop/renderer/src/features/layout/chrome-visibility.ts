/** Routes that show neither the app top bar nor the footer (spec section 2). */
const chromelessPaths = new Set([
  '/',
  '/signin',
  '/signup',
  '/oauth/callback',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/verify-otp',
]);

/** Whether the app top bar and footer are shown on `pathname`; hidden also on /problems/{id}. */
export function showsAppChrome(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (chromelessPaths.has(path)) return false;
  return !/^\/problems\/[^/]+$/.test(path);
}
