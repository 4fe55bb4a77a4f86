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
        title="Welcome back"
        description="Sign in to keep your streak and pick up where you left off."
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
