import { useContext } from 'react';
import { AuthContext, type AuthValue } from './auth-context.ts';

/** The current session and its actions; screens read it only from here. */
export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an <AuthProvider> above it');
  return value;
}
