import type { User } from '@zencode/shared/contract';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { onUnauthorized } from '@/lib/api-client.ts';
import {
  clearTempToken,
  clearToken,
  getToken,
  setToken,
  tokenWritten,
} from '@/lib/token-storage.ts';
import { AuthContext, type AuthState, type AuthValue, signedOut } from './auth-context.ts';
import { loadSession } from './load-session.ts';

/**
 * Holds the session: on load a stored token is turned into the user by fetching
 * the profile its username names; a failure removes the token. A 401 to any call made with the
 * session token signs the client out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() =>
    getToken() ? { status: 'loading', user: null } : signedOut,
  );
  // Each load, login or logout bumps this, so an answer that arrives late never wins.
  const generation = useRef(0);

  const signOut = useCallback(() => {
    generation.current += 1;
    clearToken();
    setState(signedOut);
  }, []);

  /** Applies a loaded session unless a later load, login or logout has taken over. */
  const settle = useCallback((run: number, token: string, user: User | null): User | null => {
    if (run !== generation.current) return user;
    if (!user) {
      console.error('Could not load the signed-in profile; signing out.');
      if (getToken() === token) clearToken();
      setState(signedOut);
      return null;
    }
    setState({ status: 'authenticated', user });
    return user;
  }, []);

  const establish = useCallback(
    (token: string): Promise<User | null> => {
      const run = ++generation.current;
      // The desktop keeps the session in its keychain: signed in once it is stored there (and
      // the learner's work there is the new account's).
      return Promise.all([loadSession(token), tokenWritten()]).then(([user]) =>
        settle(run, token, user),
      );
    },
    [settle],
  );

  useEffect(() => {
    const token = getToken();
    if (!token) return;
    const run = ++generation.current;
    void loadSession(token).then((user) => settle(run, token, user));
  }, [settle]);

  useEffect(() => onUnauthorized(signOut), [signOut]);

  // Stable actions: screens may list them as effect dependencies without re-running on every change.
  const login = useCallback(
    (token: string) => {
      setToken(token);
      return establish(token);
    },
    [establish],
  );
  const logout = useCallback(() => {
    clearTempToken();
    signOut();
  }, [signOut]);
  const setUser = useCallback((user: User) => setState({ status: 'authenticated', user }), []);

  const value = useMemo<AuthValue>(
    () => ({ ...state, login, logout, setUser }),
    [state, login, logout, setUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
