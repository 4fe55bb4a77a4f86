import { pageRoutes } from '@zencode/shared/contract';
import { Link } from 'react-router';
import {
  AuthShell,
  OauthButtons,
  RedirectIfSignedIn,
  SignInForm,
  TermsNotice,
} from '@/features/auth/index.ts';

/** /signin: GitHub and Google, or e-mail and password. */
export function SignInPage() {
  return (
    <RedirectIfSignedIn>
      <AuthShell
        title="Sign in"
        description="Welcome back. Pick up where you left off and keep your streak."
        footer={
          <>
            Don&apos;t have an account?{' '}
            <Link
              to={pageRoutes.signup}
              className="font-medium text-foreground underline-offset-4 hover:underline"
            >
              Sign up
            </Link>
          </>
        }
      >
        <OauthButtons />
        <SignInForm />
        <TermsNotice />
      </AuthShell>
    </RedirectIfSignedIn>
  );
}
