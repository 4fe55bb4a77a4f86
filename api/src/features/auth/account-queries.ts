import { messages } from '@zencode/shared/contract';
import type { Db, UserRow } from '../../db/index.ts';
import { ConflictError } from '../../errors.ts';

/** The account registered with this e-mail (compared regardless of case), if any. */
export function findAccountByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findAccountById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** True when `error` is PostgreSQL's unique violation on the named constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError?.code === '23505' && pgError.constraint === constraint;
}

/** Inserts a new, unverified account; 409 when the e-mail was registered meanwhile. */
export async function createAccount(db: Db, email: string, passwordHash: string): Promise<UserRow> {
  try {
    return await db
      .insertInto('users')
      .values({ email, password_hash: passwordHash })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) {
      throw new ConflictError(messages.emailAlreadyRegistered);
    }
    throw error;
  }
}
