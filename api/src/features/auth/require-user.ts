import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { isUuid } from '../../db/index.ts';
import { ForbiddenError, UnauthorizedError } from '../../errors.ts';
import { verifySessionToken } from './session-token.ts';
import type { SessionUser } from './session-user.ts';

function bearerToken(c: Context<AppEnv>): string | undefined {
  const header = c.req.header('authorization');
  const match = header && /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : undefined;
}

/**
 * The user behind the request's bearer token, or undefined without a token. The role and the
 * session version come from the database row; a token whose version no longer matches, or whose
 * user is gone, is rejected.
 */
export async function authenticate(c: Context<AppEnv>): Promise<SessionUser | undefined> {
  const token = bearerToken(c);
  if (!token) return undefined;
  const { config, db } = c.var.deps;
  const claims = await verifySessionToken(config.jwtSecret, token);
  if (!isUuid(claims.sub)) throw new UnauthorizedError();
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'username', 'role', 'profile_complete', 'session_version'])
    .where('id', '=', claims.sub)
    .executeTakeFirst();
  if (!row || row.session_version !== claims.sv) throw new UnauthorizedError();
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    role: row.role,
    profileComplete: row.profile_complete,
    sessionVersion: row.session_version,
  };
}

/**
 * Sets c.var.user when a valid token is sent. Public reads must not fail because a stored token
 * expired, so an invalid token is treated as a visitor here.
 */
export const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
  try {
    c.set('user', await authenticate(c));
  } catch (error) {
    if (!(error instanceof UnauthorizedError)) throw error;
    c.set('user', undefined);
  }
  await next();
});

/**
 * An answer for one signed-in user is theirs alone: no shared cache (a proxy, a shared computer's
 * browser) may keep it. A route that says how it may be cached (an ETag it revalidates) keeps that.
 */
function keepPrivate(c: Context<AppEnv>): void {
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'private, no-store');
}

/** 401 unless the request carries a valid session token of an existing user. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await authenticate(c);
  if (!user) throw new UnauthorizedError();
  c.set('user', user);
  await next();
  keepPrivate(c);
});

/** requireUser, then 403 unless the user's current role in the database is admin. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = await authenticate(c);
  if (!user) throw new UnauthorizedError();
  if (user.role !== 'admin') throw new ForbiddenError();
  c.set('user', user);
  await next();
  keepPrivate(c);
});

/** The authenticated user in a handler behind requireUser/requireAdmin. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.var.user;
  if (!user) throw new UnauthorizedError();
  return user;
}
