import { SignJWT } from 'jose';
import type { Role } from '@zencode/shared/contract';
import { jwtKey, verifyJwt } from './verify-jwt.ts';

/** What a session token carries: the user id, the product's username and role, the session version. */
export interface SessionClaims {
  sub: string;
  username: string | null;
  role: Role;
  /** users.session_version when the token was issued; a bumped version ends the session. */
  sv: number;
}

/** Default lifetime of a session token. */
export const sessionTokenLifetime = '7d';
const algorithm = 'HS256';

/** Signs a session token (JWT HS256) that expires after `expiresIn` (a jose time span or seconds). */
export async function signSessionToken(
  secret: string,
  claims: SessionClaims,
  expiresIn: string | number = sessionTokenLifetime,
): Promise<string> {
  return new SignJWT({ username: claims.username, role: claims.role, sv: claims.sv })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(
      typeof expiresIn === 'number' ? Math.floor(Date.now() / 1000) + expiresIn : expiresIn,
    )
    .sign(jwtKey(secret));
}

/**
 * Verifies signature, algorithm and expiry and returns the claims; throws UnauthorizedError
 * (session expired, or sign in again) for anything else, including scoped temporary tokens.
 */
export async function verifySessionToken(secret: string, token: string): Promise<SessionClaims> {
  return verifyJwt(secret, token, ({ sub, username, role, sv, scope }) => {
    // A scoped temporary token (profile completion) never counts as a session.
    if (
      scope !== undefined ||
      typeof sub !== 'string' ||
      (username !== null && typeof username !== 'string') ||
      (role !== 'user' && role !== 'admin') ||
      typeof sv !== 'number'
    ) {
      return null;
    }
    return { sub, username, role, sv };
  });
}
