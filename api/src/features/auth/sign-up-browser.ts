import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { authLifetimes } from './auth-policy.ts';
import { type BrowserMark, hasBrowserMark, markBrowser } from './browser-mark.ts';

/** The cookie that marks the browser a sign-up was started in (HttpOnly, for /api/auth only). */
export const signUpBrowserCookie = 'zencode_sign_up';
const signUpBrowser: BrowserMark = { cookie: signUpBrowserCookie, purpose: 'sign-up-browser' };

/**
 * Marks this browser as the one that started the account's sign-up: a cookie, and the hash of its
 * value kept with the account's links. Only that browser's verification link keeps the password
 * chosen at sign-up; a link followed anywhere else was clicked by someone who read the mail but
 * may not have chosen the password (an attacker can sign up with anyone's address).
 */
export async function markSignUpBrowser(c: Context<AppEnv>, userId: string): Promise<void> {
  await markBrowser(c, signUpBrowser, userId, authLifetimes.verificationLinkMs);
}

/** True when this request comes from the browser that started the account's sign-up. */
export function isSignUpBrowser(c: Context<AppEnv>, userId: string): Promise<boolean> {
  return hasBrowserMark(c, signUpBrowser, { userId });
}
