import {
  DESKTOP_OAUTH_CALLBACK_LINK,
  DESKTOP_SIGN_IN_CODE_LIFETIME_MS,
  desktopSignInStartQuerySchema,
  type DesktopSignInExchangeRequest,
} from '@zencode/shared/contract';
import { pkceChallenge } from '@zencode/shared/rules';
import type { Db } from '../../db/index.ts';
import { generateLinkToken, hashSecret } from './secret-code.ts';

/** What the desktop app handed to the start route, kept in a cookie until the callback. */
export interface DesktopSignInRequest {
  state: string;
  challenge: string;
}

/** The cookie value of a desktop sign-in: `state.challenge` (both base64url, so no dot inside). */
export function desktopCookieValue(request: DesktopSignInRequest): string {
  return `${request.state}.${request.challenge}`;
}

/** Reads the cookie back; anything malformed is no desktop sign-in at all. */
export function parseDesktopCookie(value: string | undefined): DesktopSignInRequest | null {
  const [state, challenge, ...rest] = (value ?? '').split('.');
  const parsed = desktopSignInStartQuerySchema.safeParse({
    desktopState: state,
    desktopChallenge: challenge,
  });
  if (!parsed.success || rest.length > 0 || !parsed.data.desktopState) return null;
  if (!parsed.data.desktopChallenge) return null;
  return { state: parsed.data.desktopState, challenge: parsed.data.desktopChallenge };
}

// The code alone finds nothing: the row's key also hashes the state and challenge the app chose.
const bindingHash = (key: string, code: string, request: DesktopSignInRequest) =>
  hashSecret(key, `desktop-sign-in:${code}.${request.state}.${request.challenge}`);

/**
 * Stores a one-time code for the account that just signed in, bound to the app's state and
 * challenge, and answers the `zencode://` link that hands it to the app. Expired codes go first.
 */
export async function issueDesktopSignInLink(
  db: Db,
  key: string,
  request: DesktopSignInRequest,
  account: { userId: string; suggestedUsername: string | null },
): Promise<string> {
  const code = generateLinkToken();
  await db.deleteFrom('desktop_sign_in_codes').where('expires_at', '<=', new Date()).execute();
  await db
    .insertInto('desktop_sign_in_codes')
    .values({
      binding_hash: bindingHash(key, code, request),
      user_id: account.userId,
      suggested_username: account.suggestedUsername,
      expires_at: new Date(Date.now() + DESKTOP_SIGN_IN_CODE_LIFETIME_MS),
    })
    .execute();
  return `${DESKTOP_OAUTH_CALLBACK_LINK}?${new URLSearchParams({ code, state: request.state })}`;
}

/**
 * Redeems a code once: the row is deleted as it is read, so a replayed link finds nothing, and a
 * code presented with another state or verifier matches no row. Answers the account, or null.
 */
export async function redeemDesktopSignInCode(
  db: Db,
  key: string,
  exchange: DesktopSignInExchangeRequest,
): Promise<{ userId: string; suggestedUsername: string | null } | null> {
  const challenge = await pkceChallenge(exchange.verifier);
  const row = await db
    .deleteFrom('desktop_sign_in_codes')
    .where(
      'binding_hash',
      '=',
      bindingHash(key, exchange.code, { state: exchange.state, challenge }),
    )
    .where('expires_at', '>', new Date())
    .returning(['user_id', 'suggested_username'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, suggestedUsername: row.suggested_username } : null;
}
