import type { AccountStatus } from '@zencode/shared/contract';
import type { Config } from '../../config.ts';
import type { UserRow } from '../../db/index.ts';
import { signProfileToken } from './profile-token.ts';
import { sessionTokenLifetime, signSessionToken } from './session-token.ts';

type AccountRow = Pick<
  UserRow,
  'id' | 'email' | 'full_name' | 'username' | 'role' | 'profile_complete' | 'session_version'
>;

/** The account as verification and social sign-in answer it (contract accountStatusSchema). */
export function toAccountStatus(row: AccountRow): AccountStatus {
  return {
    _id: row.id,
    email: row.email,
    fullName: row.full_name ?? '',
    username: row.username,
    role: row.role,
    profileComplete: row.profile_complete,
  };
}

/** A session token for the account, with its current username, role and session version. */
export function sessionTokenFor(
  config: Config,
  row: AccountRow,
  lifetime: string = sessionTokenLifetime,
): Promise<string> {
  return signSessionToken(
    config.jwtSecret,
    { sub: row.id, username: row.username, role: row.role, sv: row.session_version },
    lifetime,
  );
}

/**
 * After a verified e-mail or a social sign-in: a session when the profile is complete, otherwise
 * the temporary token that only completes it (prefilled with `suggestedUsername`).
 */
export async function tokenAfterVerification(
  config: Config,
  row: AccountRow,
  suggestedUsername: string | null = null,
): Promise<{ token: string; user: AccountStatus }> {
  const token = row.profile_complete
    ? await sessionTokenFor(config, row)
    : await signProfileToken(config.jwtSecret, {
        sub: row.id,
        email: row.email,
        fullName: row.full_name ?? '',
        username: row.username ?? suggestedUsername,
      });
  return { token, user: toAccountStatus(row) };
}
