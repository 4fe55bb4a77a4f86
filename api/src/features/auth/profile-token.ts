import { SignJWT } from 'jose';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { UnauthorizedError } from '../../errors.ts';
import { jwtKey, verifyJwt } from './verify-jwt.ts';

/** The scope of the temporary token: it only completes a profile (or resends a verification). */
export const profileTokenScope = 'complete-profile';
/** Long enough to fill in two fields, short enough that a leaked one soon stops working. */
export const profileTokenLifetimeSeconds = 60 * 60;

/** What the temporary token carries: the account, and what prefills the completion form. */
export interface ProfileTokenClaims {
  sub: string;
  email: string;
  fullName: string;
  /** A suggested username (e.g. the GitHub login), or null. */
  username: string | null;
}

/** Signs a temporary token scoped to profile completion; it is never accepted as a session. */
export async function signProfileToken(
  secret: string,
  claims: ProfileTokenClaims,
  expiresInSeconds: number = profileTokenLifetimeSeconds,
): Promise<string> {
  return new SignJWT({
    scope: profileTokenScope,
    email: claims.email,
    fullName: claims.fullName,
    username: claims.username,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(jwtKey(secret));
}

/** Verifies a temporary token; a session token or any other scope is refused. */
export async function verifyProfileToken(
  secret: string,
  token: string,
): Promise<ProfileTokenClaims> {
  return verifyJwt(secret, token, ({ sub, scope, email, fullName, username }) => {
    if (
      scope !== profileTokenScope ||
      typeof sub !== 'string' ||
      typeof email !== 'string' ||
      typeof fullName !== 'string' ||
      (username !== null && typeof username !== 'string')
    ) {
      return null;
    }
    return { sub, email, fullName, username };
  });
}

/** The verified temporary token of the request's bearer header; 401 without one. */
export async function profileTokenOf(c: Context<AppEnv>): Promise<ProfileTokenClaims> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  if (!match) throw new UnauthorizedError();
  return verifyProfileToken(c.var.deps.config.jwtSecret, match[1]!);
}
