import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/index.ts';
import { RateLimitedError } from '../../rate-limit/index.ts';
import { issueAccountToken } from './account-tokens.ts';
import { defaultRateLimits } from './auth-policy.ts';
import { generateLinkToken, hashSecret } from './secret-code.ts';

/** The cookie of a browser that signed in to an account before (HttpOnly, /api/auth only). */
export const knownDeviceCookie = 'zencode_device';
const knownDeviceLifetimeMs = 365 * 24 * 60 * 60 * 1000;

const failuresKey = (email: string) => `signInFailuresPerAccount:${email.toLowerCase()}`;

function failureRule(c: Context<AppEnv>) {
  return (
    c.var.deps.rateLimits?.signInFailuresPerAccount ?? defaultRateLimits.signInFailuresPerAccount
  );
}

function windowStartOf(windowMs: number, now: number): Date {
  return new Date(Math.floor(now / windowMs) * windowMs);
}

/**
 * The account-wide slow-down of password guessing. Per-address limits do not stop guesses spread
 * over many addresses; this counts wrong passwords per account (per e-mail, so it answers alike for
 * addresses with no account) and, past the limit, refuses sign-in with 429 until the window ends:
 * except from a browser that signed in to this account before, so the owner is never locked out
 * (and a mailed reset link, which also clears the count, always works).
 */
export async function assertGuessingAllowed(c: Context<AppEnv>, email: string): Promise<void> {
  const rule = failureRule(c);
  const now = Date.now();
  const row = await c.var.deps.db
    .selectFrom('rate_limit_buckets')
    .select('count')
    .where('key', '=', failuresKey(email))
    .where('window_start', '=', windowStartOf(rule.windowMs, now))
    .executeTakeFirst();
  if (!row || row.count < rule.limit) return;
  if (await isKnownDevice(c, email)) return;
  const windowEnd = windowStartOf(rule.windowMs, now).getTime() + rule.windowMs;
  throw new RateLimitedError(Math.max(1, Math.ceil((windowEnd - now) / 1000)));
}

/** Counts one wrong password for the account of `email`. */
export async function countWrongPassword(c: Context<AppEnv>, email: string): Promise<void> {
  const rule = failureRule(c);
  await c.var.deps.db
    .insertInto('rate_limit_buckets')
    .values({
      key: failuresKey(email),
      window_start: windowStartOf(rule.windowMs, Date.now()),
      count: 1,
    })
    .onConflict((conflict) =>
      conflict.columns(['key', 'window_start']).doUpdateSet((eb) => ({
        count: eb('rate_limit_buckets.count', '+', 1),
      })),
    )
    .execute();
}

/** Forgets the account's wrong passwords (its owner just proved they read its mail). */
export async function clearWrongPasswords(db: Db, email: string): Promise<void> {
  await db.deleteFrom('rate_limit_buckets').where('key', '=', failuresKey(email)).execute();
}

/** Remembers this browser as one the account signed in from (a cookie and its hash). */
export async function rememberDevice(c: Context<AppEnv>, userId: string): Promise<void> {
  const { db, config } = c.var.deps;
  const token = generateLinkToken();
  await issueAccountToken(db, config.jwtSecret, {
    userId,
    purpose: 'known-device',
    token,
    expiresAt: new Date(Date.now() + knownDeviceLifetimeMs),
  });
  setCookie(c, knownDeviceCookie, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/api/auth',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: knownDeviceLifetimeMs / 1000,
  });
}

async function isKnownDevice(c: Context<AppEnv>, email: string): Promise<boolean> {
  const token = getCookie(c, knownDeviceCookie);
  if (!token) return false;
  const { db, config } = c.var.deps;
  const row = await db
    .selectFrom('account_tokens')
    .innerJoin('users', 'users.id', 'account_tokens.user_id')
    .select('account_tokens.id')
    .where('users.email', '=', email)
    .where('account_tokens.purpose', '=', 'known-device')
    .where('account_tokens.token_hash', '=', hashSecret(config.jwtSecret, token))
    .where('account_tokens.expires_at', '>', new Date())
    .executeTakeFirst();
  return row !== undefined;
}
