import { type RouteObject, createBrowserRouter } from 'react-router';
import { RequireAuth } from '@/features/auth/index.ts';
import { CompilerPage } from '@/routes/compiler-page.tsx';
import { DashboardPage } from '@/routes/dashboard-page.tsx';
import { ForgotPasswordPage } from '@/routes/forgot-password-page.tsx';
import { LandingPage } from '@/routes/landing-page.tsx';
import { LeaderboardPage } from '@/routes/leaderboard-page.tsx';
import { NotAuthorizedPage } from '@/routes/not-authorized-page.tsx';
import { NotFoundPage } from '@/routes/not-found-page.tsx';
import { OAuthCallbackPage } from '@/routes/oauth-callback-page.tsx';
import { PrivacyPage } from '@/routes/privacy-page.tsx';
import { ProblemAuthoringPage } from '@/routes/problem-authoring-page.tsx';
import { ProblemPage } from '@/routes/problem-page.tsx';
import { ProblemsPage } from '@/routes/problems-page.tsx';
import { ProfilePage } from '@/routes/profile-page.tsx';
import { ProfileRedirectPage } from '@/routes/profile-redirect-page.tsx';
import { ResetPasswordPage } from '@/routes/reset-password-page.tsx';
import { RootLayout } from '@/routes/root-layout.tsx';
import { RouteErrorPage } from '@/routes/route-error-page.tsx';
import { SignInPage } from '@/routes/signin-page.tsx';
import { SignUpPage } from '@/routes/signup-page.tsx';
import { TermsPage } from '@/routes/terms-page.tsx';
import { VerifyEmailPage } from '@/routes/verify-email-page.tsx';
import { VerifyOtpPage } from '@/routes/verify-otp-page.tsx';

/** The spec's route table (section 2). Pages that load heavy parts (Monaco) should use `lazy`. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      { path: '/', Component: LandingPage },
      { path: '/signin', Component: SignInPage },
      { path: '/signup', Component: SignUpPage },
      { path: '/forgot-password', Component: ForgotPasswordPage },
      { path: '/reset-password', Component: ResetPasswordPage },
      { path: '/verify-email', Component: VerifyEmailPage },
      { path: '/verify-otp', Component: VerifyOtpPage },
      { path: '/oauth/callback', Component: OAuthCallbackPage },
      { path: '/profile', Component: ProfileRedirectPage },
      { path: '/profile/:username', Component: ProfilePage },
      { path: '/problems', Component: ProblemsPage },
      { path: '/compiler', Component: CompilerPage },
      { path: '/leaderboard', Component: LeaderboardPage },
      { path: '/terms', Component: TermsPage },
      { path: '/privacy', Component: PrivacyPage },
      { path: '/not-authorized', Component: NotAuthorizedPage },
      // Visitors are sent to /signin (spec section 6).
      { element: <RequireAuth />, children: [{ path: '/problems/:id', Component: ProblemPage }] },
      {
        element: <RequireAuth admin />,
        children: [
          { path: '/dashboard', Component: DashboardPage },
          { path: '/dashboard/problems/:id', Component: ProblemAuthoringPage },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
