import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useDesktopSignInResults } from '@/features/auth/index.ts';
import {
  AppTopBar,
  NavigationOverlay,
  SiteFooter,
  SkipLink,
  showsAppChrome,
} from '@/features/layout/index.ts';

/**
 * Every page: a skip-to-content link, the app top bar and footer where the product shows them, the
 * navigation overlay, and in the desktop app the sign-ins that come back from the system browser.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const chrome = showsAppChrome(pathname);
  useDesktopSignInResults();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {chrome && <AppTopBar />}
      <div className="flex flex-1 flex-col">
        <Outlet />
      </div>
      {chrome && <SiteFooter />}
      <NavigationOverlay />
      <ScrollRestoration />
    </div>
  );
}
