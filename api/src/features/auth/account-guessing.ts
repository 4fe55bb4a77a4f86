import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/index.ts';
import {
  clearRateLimit,
  hitRateLimit,
  peekRateLimit,
  RateLimitedError,
} from '../../rate-limit/index.ts';
import { defaultRateLimits } from './auth-policy.ts';
import { type BrowserMark, hasBrowserMark, markBrowser } from './browser-mark.ts';

/** The cookie of a browser that signed in to an account before (HttpOnly, /api/auth only). */
export const knownDeviceCookie = 'zencode_device';
const knownDeviceLifetimeMs = 365 * 24 * 60 * 60 * 1000;
const knownDevice: BrowserMark = { cookie: knownDeviceCookie, purpose: 'known-device' };

const failuresKey = (email: string) => `signInFailuresPerAccount:${email.toLowerCase()}`;

function failureRule(c: Context<AppEnv>) {
  return (
    c.var.deps.rateLimits?.signInFailuresPerAccount ?? defaultRateLimits.signInFailuresPerAccount
  );
}

/**
 * The account-wide slow-down of password guessing. Per-address limits do not stop guesses spread
 * over many addresses; this counts wrong passwords per account (per e-mail, so it answers alike for
 * addresses with no account) and, past the limit, refuses sign-in with 429 until the window ends:
 * except from a browser that signed in to this account before, so the owner is never locked out
 * (and a mailed reset link, which also clears the count, always works).
 */
export async function assertGuessingAllowed(c: Context<AppEnv>, email: string): Promise<void> {
  const failures = await peekRateLimit(c.var.deps.db, failuresKey(email), failureRule(c));
  if (failures.allowed) return;
  if (await hasBrowserMark(c, knownDevice, { email })) return;
  throw new RateLimitedError(failures.retryAfterSeconds);
}

/** Counts one wrong password for the account of `email`. */
export async function countWrongPassword(c: Context<AppEnv>, email: string): Promise<void> {
  await hitRateLimit(c.var.deps.db, failuresKey(email), failureRule(c));
}

/** Forgets the account's wrong passwords (its owner just proved they read its mail). */
export async function clearWrongPasswords(db: Db, email: string): Promise<void> {
  await clearRateLimit(db, failuresKey(email));
}

/** Remembers this browser as one the account signed in from (a cookie and its hash). */
export async function rememberDevice(c: Context<AppEnv>, userId: string): Promise<void> {
  await markBrowser(c, knownDevice, userId, knownDeviceLifetimeMs);
}
