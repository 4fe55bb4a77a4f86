/**
 * The account a session token belongs to: the `sub` (user id) of its JWT payload, read without
 * checking the signature (the server checks it; this only files the learner's own outbox entries
 * and last copies under the right account). Null for no token or one that is no JWT.
 */
export function accountOfToken(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    const sub = (claims as { sub?: unknown } | null)?.sub;
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}

/** A token's session: the token and its account, or null (signed out, or no JWT). */
export function sessionOf(token: string | null): { token: string; account: string } | null {
  const account = accountOfToken(token);
  return token && account ? { token, account } : null;
}
