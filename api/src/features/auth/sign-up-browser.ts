import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env.ts';
import { issueAccountToken } from './account-tokens.ts';
import { authLifetimes } from './auth-policy.ts';
import { generateLinkToken, hashSecret } from './secret-code.ts';

/** The cookie that marks the browser a sign-up was started in (HttpOnly, for /api/auth only). */
export const signUpBrowserCookie = 'zencode_sign_up';

/**
 * Marks this browser as the one that started the account's sign-up: a cookie, and the hash of its
 * value kept with the account's links. Only that browser's verification link keeps the password
 * chosen at sign-up; a link followed anywhere else was clicked by someone who read the mail but
 * may not have chosen the password (an attacker can sign up with anyone's address).
 */
export async function markSignUpBrowser(c: Context<AppEnv>, userId: string): Promise<void> {
  const { db, config } = c.var.deps;
  const token = generateLinkToken();
  await issueAccountToken(db, config.jwtSecret, {
    userId,
    purpose: 'sign-up-browser',
    token,
    expiresAt: new Date(Date.now() + authLifetimes.verificationLinkMs),
  });
  setCookie(c, signUpBrowserCookie, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/api/auth',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: authLifetimes.verificationLinkMs / 1000,
  });
}

/** True when this request comes from the browser that started the account's sign-up. */
export async function isSignUpBrowser(c: Context<AppEnv>, userId: string): Promise<boolean> {
  const token = getCookie(c, signUpBrowserCookie);
  if (!token) return false;
  const { db, config } = c.var.deps;
  const row = await db
    .selectFrom('account_tokens')
    .select('id')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'sign-up-browser')
    .where('token_hash', '=', hashSecret(config.jwtSecret, token))
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row !== undefined;
}
