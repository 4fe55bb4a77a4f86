import { fillRoute, pageRoutes } from '@zencode/shared/contract';
import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useAuth } from '@/features/auth/index.ts';

/** /profile: to the user's own profile, to /problems without a username, to /signin for visitors. */
export function ProfileRedirectPage() {
  const auth = useAuth();
  if (auth.status === 'loading') {
    return <PageSpinner />;
  }
  if (auth.status === 'unauthenticated') return <Navigate to={pageRoutes.signin} replace />;
  const { username } = auth.user;
  return (
    <Navigate
      to={username ? fillRoute(pageRoutes.profileOf, { username }) : pageRoutes.problems}
      replace
    />
  );
}
