import { pageRoutes } from '@zencode/shared/contract';
import { Link } from 'react-router';

/** "Terms of Service and Privacy Policy", each linking its page; `linkClassName` styles both. */
export function LegalLinks({ linkClassName }: { linkClassName: string }) {
  return (
    <>
      <Link to={pageRoutes.terms} className={linkClassName}>
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link to={pageRoutes.privacy} className={linkClassName}>
        Privacy Policy
      </Link>
    </>
  );
}
