import type { User } from '@zencode/shared/contract';

/** The spec's auth states (section 4). */
export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: User }
  | { status: 'unauthenticated'; user: null };

const signedOut: AuthState = { status: 'unauthenticated', user: null };

/**
 * The current session, the one place screens read it from. Accounts are not built yet, so everyone
 * is a visitor; the accounts work replaces this body with the token-backed session.
 */
export function useAuth(): AuthState {
  return signedOut;
}
