import { postSignInPath } from '@zencode/shared/rules';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useReturnTo } from './return-to.ts';
import { useAuth } from './use-auth.ts';

/** Sign-in and sign-up are for visitors: a signed-in user goes back where they came from, or to their profile. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const returnTo = useReturnTo();
  if (auth.status === 'authenticated') {
    return <Navigate to={postSignInPath(auth.user.username, returnTo)} replace />;
  }
  return children;
}
