import { pageRoutes } from '@zencode/shared/contract';
import { Link } from 'react-router';

/** The notice under the sign-in and sign-up forms, linking /terms and /privacy. */
export function TermsNotice() {
  return (
    <p className="mt-6 text-center text-xs leading-relaxed text-muted-foreground">
      By continuing, you agree to our{' '}
      <Link to={pageRoutes.terms} className="underline underline-offset-4 hover:text-foreground">
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link to={pageRoutes.privacy} className="underline underline-offset-4 hover:text-foreground">
        Privacy Policy
      </Link>
      .
    </p>
  );
}
