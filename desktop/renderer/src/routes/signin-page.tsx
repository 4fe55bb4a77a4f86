import { pageRoutes } from '@zencode/shared/contract';
import { Link, useSearchParams } from 'react-router';
import {
  AuthShell,
  OauthButtons,
  RedirectIfSignedIn,
  SignInForm,
  TermsNotice,
} from '@/features/auth/index.ts';

/** /signin: GitHub and Google, or e-mail and password. */
export function SignInPage() {
  const [searchParams] = useSearchParams();
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
        {/* The desktop app's browser sign-in can fail while this page is open: a new error
            message starts the form afresh so that it shows. */}
        <SignInForm key={searchParams.get('error') ?? ''} />
        <TermsNotice />
      </AuthShell>
    </RedirectIfSignedIn>
  );
}
