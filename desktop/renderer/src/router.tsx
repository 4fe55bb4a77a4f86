import { pageRoutes } from '@zencode/shared/contract';
import type { ComponentType } from 'react';
import { type RouteObject, createBrowserRouter } from 'react-router';
import { RequireAuth } from '@/features/auth/index.ts';
import { LandingPage } from '@/routes/landing-page.tsx';
import { NotFoundPage } from '@/routes/not-found-page.tsx';
import { RootLayout } from '@/routes/root-layout.tsx';
import { RouteErrorPage } from '@/routes/route-error-page.tsx';
import { routerPath } from '@/lib/router-path.ts';

/** A route's page, loaded on first visit: `name` is the component the route module exports. */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: (await load())[name] });
}

/**
 * The product's route table. Every page but the landing page loads on demand, so a
 * visitor downloads only what the page in front of them needs.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    // The first page's code is still arriving: the page stays blank for that moment.
    HydrateFallback: () => null,
    children: [
      { path: routerPath(pageRoutes.home), Component: LandingPage },
      {
        path: routerPath(pageRoutes.signin),
        lazy: page(() => import('@/routes/signin-page.tsx'), 'SignInPage'),
      },
      {
        path: routerPath(pageRoutes.signup),
        lazy: page(() => import('@/routes/signup-page.tsx'), 'SignUpPage'),
      },
      {
        path: routerPath(pageRoutes.forgotPassword),
        lazy: page(() => import('@/routes/forgot-password-page.tsx'), 'ForgotPasswordPage'),
      },
      {
        path: routerPath(pageRoutes.resetPassword),
        lazy: page(() => import('@/routes/reset-password-page.tsx'), 'ResetPasswordPage'),
      },
      {
        path: routerPath(pageRoutes.verifyEmail),
        lazy: page(() => import('@/routes/verify-email-page.tsx'), 'VerifyEmailPage'),
      },
      {
        path: routerPath(pageRoutes.verifyOtp),
        lazy: page(() => import('@/routes/verify-otp-page.tsx'), 'VerifyOtpPage'),
      },
      {
        path: routerPath(pageRoutes.oauthCallback),
        lazy: page(() => import('@/routes/oauth-callback-page.tsx'), 'OAuthCallbackPage'),
      },
      {
        path: routerPath(pageRoutes.profile),
        lazy: page(() => import('@/routes/profile-redirect-page.tsx'), 'ProfileRedirectPage'),
      },
      {
        path: routerPath(pageRoutes.profileOf),
        lazy: page(() => import('@/routes/profile-page.tsx'), 'ProfilePage'),
      },
      {
        path: routerPath(pageRoutes.problems),
        lazy: page(() => import('@/routes/problems-page.tsx'), 'ProblemsPage'),
      },
      {
        path: routerPath(pageRoutes.compiler),
        lazy: page(() => import('@/routes/compiler-page.tsx'), 'CompilerPage'),
      },
      {
        path: routerPath(pageRoutes.review),
        lazy: page(() => import('@/routes/review-page.tsx'), 'ReviewPage'),
      },
      {
        path: routerPath(pageRoutes.studyPlan),
        lazy: page(() => import('@/routes/study-plan-page.tsx'), 'StudyPlanPage'),
      },
      {
        path: routerPath(pageRoutes.leaderboard),
        lazy: page(() => import('@/routes/leaderboard-page.tsx'), 'LeaderboardPage'),
      },
      {
        path: routerPath(pageRoutes.terms),
        lazy: page(() => import('@/routes/terms-page.tsx'), 'TermsPage'),
      },
      {
        path: routerPath(pageRoutes.privacy),
        lazy: page(() => import('@/routes/privacy-page.tsx'), 'PrivacyPage'),
      },
      {
        path: routerPath(pageRoutes.notAuthorized),
        lazy: page(() => import('@/routes/not-authorized-page.tsx'), 'NotAuthorizedPage'),
      },
      // Visitors are sent to sign in.
      {
        element: <RequireAuth />,
        children: [
          {
            path: routerPath(pageRoutes.problem),
            lazy: page(() => import('@/routes/problem-page.tsx'), 'ProblemPage'),
          },
          {
            path: routerPath(pageRoutes.interview),
            lazy: page(() => import('@/routes/interview-page.tsx'), 'InterviewPage'),
          },
          {
            path: routerPath(pageRoutes.interviewReport),
            lazy: page(() => import('@/routes/interview-report-page.tsx'), 'InterviewReportPage'),
          },
          {
            path: routerPath(pageRoutes.interviewSession),
            lazy: page(() => import('@/routes/interview-session-page.tsx'), 'InterviewSessionPage'),
          },
        ],
      },
      {
        element: <RequireAuth admin />,
        children: [
          {
            path: routerPath(pageRoutes.dashboard),
            lazy: page(() => import('@/routes/dashboard-page.tsx'), 'DashboardPage'),
          },
          {
            path: routerPath(pageRoutes.problemAuthoring),
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
