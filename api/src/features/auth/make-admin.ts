import { randomBytes } from 'node:crypto';
import { emailSchema, USERNAME_MAX_LENGTH } from '@zencode/shared/contract';
import type { Db } from '../../db/index.ts';
import { findAccountByEmail } from './account-queries.ts';
import { suggestUsername } from './oauth-identity.ts';
import { hashPassword } from './password-hash.ts';

export interface MakeAdminResult {
  email: string;
  username: string;
  created: boolean;
  /** Set when the account needed a password to sign in: shown once, never stored in clear. */
  oneTimePassword?: string;
}

/** 16 random characters plus one of each class, so it meets the sign-up rule. */
function generatePassword(): string {
  return `${randomBytes(12).toString('base64url')}Aa1!`;
}

/** A free username made from the e-mail's local part (admin, admin1, admin2...). */
async function freeUsername(db: Db, email: string): Promise<string> {
  const base = (suggestUsername(email.split('@')[0]) ?? 'admin').slice(0, USERNAME_MAX_LENGTH - 4);
  for (let n = 0; ; n += 1) {
    const candidate = n === 0 ? base : `${base}${n}`;
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', candidate)
      .executeTakeFirst();
    if (!taken) return candidate;
  }
}

/**
 * `npm run user:admin -- <email>`: makes the account an admin. A ready account is only
 * promoted; a missing one is created verified with a one-time password; an account that could not
 * sign in yet (unverified, no username) is completed the same way, and whatever password it had
 * (never proven by its owner) is replaced.
 */
export async function makeAdmin(db: Db, rawEmail: string): Promise<MakeAdminResult> {
  const email = emailSchema.parse(rawEmail.trim());
  const existing = await findAccountByEmail(db, email);
  if (existing?.email_verified_at && existing.profile_complete && existing.username) {
    await db.updateTable('users').set({ role: 'admin' }).where('id', '=', existing.id).execute();
    return { email: existing.email, username: existing.username, created: false };
  }
  const oneTimePassword = generatePassword();
  const passwordHash = await hashPassword(oneTimePassword);
  const username = existing?.username ?? (await freeUsername(db, email));
  const fields = {
    role: 'admin' as const,
    username,
    password_hash: passwordHash,
    email_verified_at: new Date(),
    profile_complete: true,
    full_name: existing?.full_name ?? username,
    name: existing?.name ?? existing?.full_name ?? username,
  };
  if (existing) {
    await db
      .updateTable('users')
      .set((eb) => ({ ...fields, session_version: eb('session_version', '+', 1) }))
      .where('id', '=', existing.id)
      .execute();
  } else {
    await db
      .insertInto('users')
      .values({ email, ...fields })
      .execute();
  }
  return { email: existing?.email ?? email, username, created: !existing, oneTimePassword };
}
