import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { freshLoopbackAddress, postFrom } from './client-address.ts';
import { type Mailbox, codeIn } from './mailbox.ts';

/** A signed-up, verified account with a complete profile. */
export interface TestAccount {
  email: string;
  password: string;
  fullName: string;
  username: string;
  /** A session token, for signing a page in without the form. */
  token: string;
}

let sequence = 0;

/** Unique per run and per call: the data dir is fresh each run, but tests share one server. */
export function uniqueName(prefix: string): { email: string; username: string } {
  sequence += 1;
  const tag = `${Date.now().toString(36).slice(-5)}${sequence}`;
  return { email: `${prefix}.${tag}@e2e.zencode.test`, username: `${prefix}_${tag}`.slice(0, 20) };
}

export const testPassword = 'Calm-Focus-42';

/**
 * Signs up through the API and leaves the account waiting for its code (as after the form). The
 * request comes from its own loopback address (see client-address.ts); `request` is kept for the
 * callers' convenience and for calls that are not rate-limited per address.
 */
export async function signUpUnverified(
  _request: APIRequestContext,
  email: string,
  password = testPassword,
  address = freshLoopbackAddress(),
): Promise<void> {
  const response = await postFrom(address, '/api/auth/signup', { email, password });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

/** Signs up, verifies with the mailed code and completes the profile, all through the API. */
export async function createAccount(
  request: APIRequestContext,
  mailbox: Mailbox,
  prefix = 'user',
): Promise<TestAccount> {
  const { email, username } = uniqueName(prefix);
  const fullName = `Test ${username}`;
  const address = freshLoopbackAddress();
  const before = mailbox.count(email);
  await signUpUnverified(request, email, testPassword, address);
  const otp = codeIn(await mailbox.next(email, before));
  const verified = await postFrom(address, '/api/auth/verify-otp', { email, otp });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const { token: temporaryToken } = verified.body as { token: string };
  const completed = await request.post('/api/auth/complete-profile', {
    data: { fullName, username },
    headers: { authorization: `Bearer ${temporaryToken}` },
  });
  expect(completed.ok(), await completed.text()).toBe(true);
  const { token } = (await completed.json()) as { token: string };
  return { email, password: testPassword, fullName, username, token };
}

/** Puts a session token where the app keeps it, before any page script runs. */
export async function useSessionToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    // Only on the first document of the page: later sign-outs must stick.
    if (!sessionStorage.getItem('e2e-token-set')) {
      localStorage.setItem('token', value);
      sessionStorage.setItem('e2e-token-set', '1');
    }
  }, token);
}
