import type { Db } from '../../db/index.ts';
import type { CapturedMail } from '../../mail/index.ts';
import type { Role } from '@zencode/shared/contract';
import { hashPassword } from './password-hash.ts';

/** Helpers shared by the account tests: requests with a client IP, mail parsing, fixtures. */

interface Requester {
  request(path: string, init?: RequestInit, env?: unknown): Response | Promise<Response>;
}

/** Sends JSON (or nothing) as the client at `ip`, with an optional bearer token. */
export function call(
  app: Requester,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; ip?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const env = { incoming: { socket: { remoteAddress: options.ip ?? '127.0.0.1' } } };
  return Promise.resolve(
    app.request(
      path,
      {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      },
      env,
    ),
  );
}

/** The 6-digit code in a verification mail. */
export function codeIn(mail: CapturedMail): string {
  const match = /code is (\d{6})/.exec(mail.text);
  if (!match) throw new Error(`No code in: ${mail.text}`);
  return match[1]!;
}

/** The token of the first link in a mail, and the link's path. */
export function linkIn(mail: CapturedMail): { url: URL; token: string } {
  const match = /(https?:\/\/\S+)/.exec(mail.text);
  if (!match) throw new Error(`No link in: ${mail.text}`);
  const url = new URL(match[1]!);
  return { url, token: url.searchParams.get('token') ?? '' };
}

/** Inserts a verified account with a complete profile; returns its id. */
export async function insertAccount(
  db: Db,
  account: { email: string; username: string; password?: string; role?: Role },
): Promise<string> {
  const row = await db
    .insertInto('users')
    .values({
      email: account.email,
      username: account.username,
      full_name: account.username,
      name: account.username,
      password_hash: account.password ? await hashPassword(account.password) : null,
      role: account.role ?? 'user',
      email_verified_at: new Date(),
      profile_complete: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new account (`username`@example.com) and its session token from a real sign-in. */
export async function signedInAccount(
  app: Requester,
  db: Db,
  account: { username: string; password: string },
): Promise<{ id: string; email: string; token: string }> {
  const { username, password } = account;
  const email = `${username}@example.com`;
  const id = await insertAccount(db, { email, username, password });
  const response = await call(app, 'POST', '/api/auth/signin', { body: { email, password } });
  return { id, email, token: (await bodyOf(response)).token as string };
}

/** A JSON answer whose fields a test reads; its shape is what the test asserts. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary answer fields
export type AnyBody = Record<string, any>;

/** The answer's JSON body. */
export async function bodyOf(response: Response): Promise<AnyBody> {
  return (await response.json()) as AnyBody;
}
