import { postSignInPath } from '@zencode/shared/rules';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from './use-auth.ts';

/** Sign-in and sign-up are for visitors: a signed-in user goes to their profile instead. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'authenticated') {
    return <Navigate to={postSignInPath(auth.user.username)} replace />;
  }
  return children;
}
