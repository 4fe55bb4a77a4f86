import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env.ts';
import type { TokenPurpose } from '../../db/index.ts';
import { issueAccountToken } from './account-tokens.ts';
import { generateLinkToken, hashSecret } from './secret-code.ts';

/** A browser marked for an account: its HttpOnly cookie (for /api/auth only) and token purpose. */
export interface BrowserMark {
  cookie: string;
  purpose: TokenPurpose;
}

/** Marks this browser for the account: a random cookie, and its hash kept with the account's tokens. */
export async function markBrowser(
  c: Context<AppEnv>,
  mark: BrowserMark,
  userId: string,
  lifetimeMs: number,
): Promise<void> {
  const { db, config } = c.var.deps;
  const token = generateLinkToken();
  await issueAccountToken(db, config.jwtSecret, {
    userId,
    purpose: mark.purpose,
    token,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  setCookie(c, mark.cookie, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/api/auth',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: lifetimeMs / 1000,
  });
}

/** True when this request carries a live mark for the account (by its id or its e-mail). */
export async function hasBrowserMark(
  c: Context<AppEnv>,
  mark: BrowserMark,
  account: { userId: string } | { email: string },
): Promise<boolean> {
  const token = getCookie(c, mark.cookie);
  if (!token) return false;
  const { db, config } = c.var.deps;
  const [column, value] =
    'userId' in account
      ? (['users.id', account.userId] as const)
      : (['users.email', account.email] as const);
  const row = await db
    .selectFrom('account_tokens')
    .innerJoin('users', 'users.id', 'account_tokens.user_id')
    .select('account_tokens.id')
    .where(column, '=', value)
    .where('account_tokens.purpose', '=', mark.purpose)
    .where('account_tokens.token_hash', '=', hashSecret(config.jwtSecret, token))
    .where('account_tokens.expires_at', '>', new Date())
    .executeTakeFirst();
  return row !== undefined;
}
