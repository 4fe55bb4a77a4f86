/**
 * The account a session token belongs to: the `sub` (user id) of its JWT payload, read without
 * checking the signature (the server checks it; this only files the learner's own outbox entries
 * and last copies under the right account). Null for no token or one that is no JWT.
 */
export function accountOfToken(token: string | null): string | null {
  const sub = claimsOf(token)?.sub;
  return typeof sub === 'string' && sub ? sub : null;
}

function claimsOf(token: string | null): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Whose copies a request to the gateway reads and writes, decided by the token the keychain
 * holds (the one the desktop stored at sign-in), never by what a request claims:
 * - `visitor`: no session;
 * - `held`: the request carries the held token: its account, and whether it is an admin's (the
 *   server answers an admin with hidden cases and unpublished problems, which the install's
 *   shared catalogue must never keep);
 * - `unverified`: a token other than the held one (forged, or not yet stored): neither its
 *   account's copies nor the shared catalogue's are read or written for it.
 */
export type GatewaySession =
  { kind: 'visitor' } | { kind: 'held'; account: string; admin: boolean } | { kind: 'unverified' };

export function gatewaySessionOf(bearer: string | null, held: string | null): GatewaySession {
  if (!bearer) return { kind: 'visitor' };
  const account = accountOfToken(held);
  if (bearer !== held || !account) return { kind: 'unverified' };
  return { kind: 'held', account, admin: claimsOf(held)?.role !== 'user' };
}

/** A token's session: the token and its account, or null (signed out, or no JWT). */
export function sessionOf(token: string | null): { token: string; account: string } | null {
  const account = accountOfToken(token);
  return token && account ? { token, account } : null;
}
