import type { User } from '@zencode/shared/contract';
import { createContext } from 'react';

/** The product's auth states. */
export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: User }
  | { status: 'unauthenticated'; user: null };

/** What screens may do with the session. */
export interface AuthActions {
  /** Stores the token and reloads the profile; resolves with the user, or null when signed out. */
  login(token: string): Promise<User | null>;
  /** Removes the token: signed out. */
  logout(): void;
  /** Replaces the signed-in user with the one a settings save returned. */
  setUser(user: User): void;
}

export type AuthValue = AuthState & AuthActions;

export const signedOut: AuthState = { status: 'unauthenticated', user: null };

export const AuthContext = createContext<AuthValue | null>(null);
