import { pageRoutes } from '@zencode/shared/contract';
import type { AppDeps } from '../../app-env.ts';
import type { Db } from '../../db/index.ts';
import { ServiceUnavailableError } from '../../errors.ts';
import { passwordNotKeptMail, verificationMail } from '../../mail/index.ts';
import { RateLimitedError } from '../../rate-limit/index.ts';
import { issueAccountToken, retireAccountTokens, useAccountToken } from './account-tokens.ts';
import { mailerOf } from './auth-context.ts';
import { authLifetimes, otpMaxAttempts } from './auth-policy.ts';
import { sendPasswordReset } from './reset-tokens.ts';
import { generateLinkToken, generateOtp, hashSecret, sameHash } from './secret-code.ts';

/** Seconds left before another verification mail may go to this account (0: now). */
export async function verificationCooldown(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<number> {
  const last = await db
    .selectFrom('one_time_codes')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'verify-email')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!last) return 0;
  const left = last.created_at.getTime() + authLifetimes.verificationMailCooldownMs - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** Throws RateLimitedError (429) while the account's last verification mail is under a minute old. */
async function assertVerificationAllowed(db: Db, userId: string): Promise<void> {
  const wait = await verificationCooldown(db, userId);
  if (wait > 0) throw new RateLimitedError(wait);
}

/**
 * Sends a fresh 6-digit code and verification link to the account, replacing earlier ones.
 * At most one per account per minute (429 otherwise). When the mail cannot be sent, the new code
 * and link are removed again, so the cooldown does not hold back the next try, and the request
 * answers 503 with `failureMessage`.
 */
export async function sendVerification(
  deps: AppDeps,
  account: { id: string; email: string },
  failureMessage: string,
): Promise<void> {
  const { db, config, logger } = deps;
  await assertVerificationAllowed(db, account.id);
  const code = generateOtp();
  const linkToken = generateLinkToken();
  const now = Date.now();
  const created = await db.transaction().execute(async (trx) => {
    await invalidateVerifications(trx, account.id);
    const codeRow = await trx
      .insertInto('one_time_codes')
      .values({
        user_id: account.id,
        purpose: 'verify-email',
        code_hash: hashSecret(config.jwtSecret, code),
        expires_at: new Date(now + authLifetimes.otpMs),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tokenId = await issueAccountToken(trx, config.jwtSecret, {
      userId: account.id,
      purpose: 'verify-email',
      token: linkToken,
      expiresAt: new Date(now + authLifetimes.verificationLinkMs),
    });
    return { codeId: codeRow.id, tokenId };
  });
  const link = `${config.publicUrl}${pageRoutes.verifyEmail}?token=${linkToken}`;
  try {
    await mailerOf(deps).send(
      verificationMail(account.email, code, link, {
        codeMinutes: authLifetimes.otpMs / 60_000,
        linkHours: authLifetimes.verificationLinkMs / 3_600_000,
      }),
    );
  } catch (error) {
    logger.error(`Could not send the verification mail to ${account.email}`, error);
    await db.deleteFrom('one_time_codes').where('id', '=', created.codeId).execute();
    await db.deleteFrom('account_tokens').where('id', '=', created.tokenId).execute();
    throw new ServiceUnavailableError(failureMessage);
  }
}

/** Marks every open verification code and link of the account as used. */
async function invalidateVerifications(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('purpose', '=', 'verify-email')
    .where('used_at', 'is', null)
    .execute();
  await retireAccountTokens(db, userId, 'verify-email');
}

/**
 * Checks a code against the account's current one. A wrong code counts a try; the fifth wrong
 * try kills the code. A right code is used up (once, even under concurrent requests).
 */
export async function consumeOtp(deps: AppDeps, userId: string, otp: string): Promise<boolean> {
  const { db, config } = deps;
  const current = await db
    .selectFrom('one_time_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('purpose', '=', 'verify-email')
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('attempts', '<', otpMaxAttempts)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!current) return false;
  if (!sameHash(current.code_hash, hashSecret(config.jwtSecret, otp))) {
    await db
      .updateTable('one_time_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', current.id)
      .execute();
    return false;
  }
  const used = await db
    .updateTable('one_time_codes')
    .set({ used_at: new Date() })
    .where('id', '=', current.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', otpMaxAttempts)
    .returning('id')
    .executeTakeFirst();
  return !!used;
}

/** The account of a valid, unused verification link, which is used up; undefined otherwise. */
export async function consumeVerificationLink(
  deps: AppDeps,
  linkToken: string,
): Promise<string | undefined> {
  return useAccountToken(deps.db, deps.config.jwtSecret, linkToken, 'verify-email');
}

/** The account a verification link was sent to, whatever its state (to send a new one). */
export async function accountOfVerificationLink(
  deps: AppDeps,
  linkToken: string,
): Promise<string | undefined> {
  const row = await deps.db
    .selectFrom('account_tokens')
    .select('user_id')
    .where('token_hash', '=', hashSecret(deps.config.jwtSecret, linkToken))
    .where('purpose', '=', 'verify-email')
    .executeTakeFirst();
  return row?.user_id;
}

/** Marks a pending sign-up's password as disputed: verification will keep no password. */
export async function disputeSignUpPassword(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ sign_up_password_disputed: true })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

/**
 * Records the verified e-mail and retires the account's remaining codes and links. A disputed
 * sign-up password is dropped, since nobody proved which of the offered passwords is the owner's:
 * true when that happened (the caller mails a link to set one).
 */
export async function markEmailVerified(db: Db, userId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const pending = await trx
      .selectFrom('users')
      .select('sign_up_password_disputed')
      .where('id', '=', userId)
      .where('email_verified_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    await invalidateVerifications(trx, userId);
    if (!pending) return false;
    const dropPassword = pending.sign_up_password_disputed;
    await trx
      .updateTable('users')
      .set({
        email_verified_at: new Date(),
        sign_up_password_disputed: false,
        ...(dropPassword ? { password_hash: null } : {}),
      })
      .where('id', '=', userId)
      .execute();
    return dropPassword;
  });
}

/**
 * Verifies the account's e-mail; when that dropped a disputed sign-up password, mails the owner a
 * link to set one (a mail that cannot be sent is logged; "Forgot password" does the same).
 */
export async function completeEmailVerification(
  deps: AppDeps,
  account: { id: string; email: string },
): Promise<void> {
  if (await markEmailVerified(deps.db, account.id)) {
    await sendPasswordReset(deps, account, passwordNotKeptMail);
  }
}
