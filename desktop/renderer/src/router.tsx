import type { ComponentType } from 'react';
import { type RouteObject, createBrowserRouter } from 'react-router';
import { RequireAuth } from '@/features/auth/index.ts';
import { LandingPage } from '@/routes/landing-page.tsx';
import { NotFoundPage } from '@/routes/not-found-page.tsx';
import { RootLayout } from '@/routes/root-layout.tsx';
import { RouteErrorPage } from '@/routes/route-error-page.tsx';

/** A route's page, loaded on first visit: `name` is the component the route module exports. */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: (await load())[name] });
}

/**
 * The spec's route table (section 2). Every page but the landing page loads on demand, so a
 * visitor downloads only what the page in front of them needs.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    // The first page's code is still arriving: the page stays blank for that moment.
    HydrateFallback: () => null,
    children: [
      { path: '/', Component: LandingPage },
      {
        path: '/signin',
        lazy: page(() => import('@/routes/signin-page.tsx'), 'SignInPage'),
      },
      {
        path: '/signup',
        lazy: page(() => import('@/routes/signup-page.tsx'), 'SignUpPage'),
      },
      {
        path: '/forgot-password',
        lazy: page(() => import('@/routes/forgot-password-page.tsx'), 'ForgotPasswordPage'),
      },
      {
        path: '/reset-password',
        lazy: page(() => import('@/routes/reset-password-page.tsx'), 'ResetPasswordPage'),
      },
      {
        path: '/verify-email',
        lazy: page(() => import('@/routes/verify-email-page.tsx'), 'VerifyEmailPage'),
      },
      {
        path: '/verify-otp',
        lazy: page(() => import('@/routes/verify-otp-page.tsx'), 'VerifyOtpPage'),
      },
      {
        path: '/oauth/callback',
        lazy: page(() => import('@/routes/oauth-callback-page.tsx'), 'OAuthCallbackPage'),
      },
      {
        path: '/profile',
        lazy: page(() => import('@/routes/profile-redirect-page.tsx'), 'ProfileRedirectPage'),
      },
      {
        path: '/profile/:username',
        lazy: page(() => import('@/routes/profile-page.tsx'), 'ProfilePage'),
      },
      {
        path: '/problems',
        lazy: page(() => import('@/routes/problems-page.tsx'), 'ProblemsPage'),
      },
      {
        path: '/compiler',
        lazy: page(() => import('@/routes/compiler-page.tsx'), 'CompilerPage'),
      },
      {
        path: '/review',
        lazy: page(() => import('@/routes/review-page.tsx'), 'ReviewPage'),
      },
      {
        path: '/study-plan',
        lazy: page(() => import('@/routes/study-plan-page.tsx'), 'StudyPlanPage'),
      },
      {
        path: '/leaderboard',
        lazy: page(() => import('@/routes/leaderboard-page.tsx'), 'LeaderboardPage'),
      },
      {
        path: '/terms',
        lazy: page(() => import('@/routes/terms-page.tsx'), 'TermsPage'),
      },
      {
        path: '/privacy',
        lazy: page(() => import('@/routes/privacy-page.tsx'), 'PrivacyPage'),
      },
      {
        path: '/not-authorized',
        lazy: page(() => import('@/routes/not-authorized-page.tsx'), 'NotAuthorizedPage'),
      },
      // Visitors are sent to /signin (spec section 6).
      {
        element: <RequireAuth />,
        children: [
          {
            path: '/problems/:id',
            lazy: page(() => import('@/routes/problem-page.tsx'), 'ProblemPage'),
          },
        ],
      },
      {
        element: <RequireAuth admin />,
        children: [
          {
            path: '/dashboard',
            lazy: page(() => import('@/routes/dashboard-page.tsx'), 'DashboardPage'),
          },
          {
            path: '/dashboard/problems/:id',
            lazy: page(() => import('@/routes/problem-authoring-page.tsx'), 'ProblemAuthoringPage'),
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
