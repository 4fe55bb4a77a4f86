import { pageRoutes } from '@zencode/shared/contract';
import type { AppDeps } from '../../app-env.ts';
import { passwordResetMail } from '../../mail/index.ts';
import { issueAccountToken, retireAccountTokens, useAccountToken } from './account-tokens.ts';
import { mailerOf } from './auth-context.ts';
import { authLifetimes } from './auth-policy.ts';
import { hashPassword } from './password-hash.ts';
import { generateLinkToken, hashSecret } from './secret-code.ts';
import { clearWrongPasswords } from './account-guessing.ts';

/**
 * Creates a reset link for the account (earlier ones stop working) and mails it. A mail that
 * cannot be sent removes its link again and is logged: the caller answers the same either way.
 */
export async function sendPasswordReset(
  deps: AppDeps,
  account: { id: string; email: string },
  mailOf: typeof passwordResetMail = passwordResetMail,
): Promise<void> {
  const { db, config, logger } = deps;
  const token = generateLinkToken();
  const tokenId = await db.transaction().execute(async (trx) => {
    await retireAccountTokens(trx, account.id, 'reset-password');
    return issueAccountToken(trx, config.jwtSecret, {
      userId: account.id,
      purpose: 'reset-password',
      token,
      expiresAt: new Date(Date.now() + authLifetimes.resetLinkMs),
    });
  });
  const link = `${config.publicUrl}${pageRoutes.resetPassword}?token=${token}`;
  try {
    await mailerOf(deps).send(mailOf(account.email, link, authLifetimes.resetLinkMs / 60_000));
  } catch (error) {
    logger.error(`Could not send the password reset mail to ${account.email}`, error);
    await db.deleteFrom('account_tokens').where('id', '=', tokenId).execute();
  }
}

/** True while the reset link is unused and unexpired. */
export async function isResetTokenValid(deps: AppDeps, token: string): Promise<boolean> {
  const row = await deps.db
    .selectFrom('account_tokens')
    .select('id')
    .where('token_hash', '=', hashSecret(deps.config.jwtSecret, token))
    .where('purpose', '=', 'reset-password')
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return !!row;
}

/**
 * Uses up the reset link and sets the new password, ending every session of the account. The
 * mail was read, so the e-mail counts as verified. False when the link is invalid.
 */
export async function resetPassword(
  deps: AppDeps,
  token: string,
  password: string,
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return deps.db.transaction().execute(async (trx) => {
    const userId = await useAccountToken(trx, deps.config.jwtSecret, token, 'reset-password');
    if (!userId) return false;
    const { email } = await trx
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        session_version: eb('session_version', '+', 1),
        email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(new Date())),
        sign_up_password_disputed: false,
      }))
      .where('id', '=', userId)
      .returning('email')
      .executeTakeFirstOrThrow();
    // The owner read the account's mail: guesses by others no longer slow the owner down.
    await clearWrongPasswords(trx, email);
    return true;
  });
}
