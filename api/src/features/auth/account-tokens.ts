import type { Db, TokenPurpose } from '../../db/index.ts';
import { hashSecret } from './secret-code.ts';

/** Keeps a new link of `purpose` for the account (only the token's hash is stored); its row id. */
export async function issueAccountToken(
  db: Db,
  secret: string,
  link: { userId: string; purpose: TokenPurpose; token: string; expiresAt: Date },
): Promise<string> {
  const row = await db
    .insertInto('account_tokens')
    .values({
      user_id: link.userId,
      purpose: link.purpose,
      token_hash: hashSecret(secret, link.token),
      expires_at: link.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Ends every open link of `purpose` of the account (a new one replaces them, or they are moot). */
export async function retireAccountTokens(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Uses up a valid link of `purpose` (once, even under concurrent requests): the account it was
 * sent to, or undefined when it is unknown, used or expired.
 */
export async function useAccountToken(
  db: Db,
  secret: string,
  token: string,
  purpose: TokenPurpose,
): Promise<string | undefined> {
  const used = await db
    .updateTable('account_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashSecret(secret, token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  return used?.user_id;
}
