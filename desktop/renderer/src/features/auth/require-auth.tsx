import { pageRoutes } from '@zencode/shared/contract';
import { type ReactNode, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { NotAuthorized } from './not-authorized.tsx';
import { useAuth } from './use-auth.ts';

/**
 * Protected routing: a spinner while auth loads, visitors go to /signin, and with
 * `admin` a signed-in non-admin sees the Not Authorized page. Without children it guards the nested routes.
 */
export function RequireAuth({
  children,
  admin = false,
}: {
  children?: ReactNode;
  admin?: boolean;
}) {
  const auth = useAuth();
  const location = useLocation();
  // A session that ended on this page (sign-out, expiry) sends no page back: the next person to
  // sign in on this computer starts at their own home, not on the last person's problem.
  const [hadSession, setHadSession] = useState(false);
  if (auth.status === 'authenticated' && !hadSession) setHadSession(true);
  if (auth.status === 'loading') {
    return <PageSpinner />;
  }
  if (auth.status === 'unauthenticated') {
    if (hadSession) return <Navigate to={pageRoutes.signin} replace />;
    return (
      <Navigate
        to={pageRoutes.signin}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  if (admin && auth.user.role !== 'admin') return <NotAuthorized />;
  return children ?? <Outlet />;
}
