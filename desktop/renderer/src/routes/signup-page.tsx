import { pageRoutes } from '@zencode/shared/contract';
import { Link } from 'react-router';
import { AuthShell, OauthButtons, RedirectIfSignedIn, SignUpForm } from '@/features/auth/index.ts';

/** /signup: 'Create account' with GitHub, Google or e-mail and password. */
export function SignUpPage() {
  return (
    <RedirectIfSignedIn>
      <AuthShell
        title="Create account"
        description="Start practising with calm focus. It takes a minute."
        footer={
          <>
            Already have an account?{' '}
            <Link
              to={pageRoutes.signin}
              className="font-medium text-foreground underline-offset-4 hover:underline"
            >
              Sign in
            </Link>
          </>
        }
      >
        <OauthButtons />
        <SignUpForm />
      </AuthShell>
    </RedirectIfSignedIn>
  );
}
