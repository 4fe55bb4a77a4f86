import { messages } from '@zencode/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { captureSmtpServerPerFile } from '../../test/capture-smtp-per-file.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createTestConfig } from '../../test/test-config.ts';
import { testDatabasePerFile } from '../../test/test-database.ts';
import { bodyOf, call, codeIn, linkIn } from './auth-testing.ts';
import { signUpBrowserCookie } from './sign-up-browser.ts';

/*
 * The attacks on a pending sign-up, as they were performed against a running server: a second,
 * unauthenticated sign-up for the same address must not change its password or take it over.
 */

const victimPassword = 'Victim-Pass1';
const attackerPassword = 'Attacker-Pass2';
const test = testDatabasePerFile();
const smtp = captureSmtpServerPerFile(18631);
let app: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  const config = createTestConfig({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://127.0.0.1:18630' });
  ({ app } = createTestApp(test.db, { config }));
});

const signUp = (email: string, password: string, ip = '127.0.0.1') =>
  call(app, 'POST', '/api/auth/signup', { body: { email, password }, ip });
const signIn = (email: string, password: string) =>
  call(app, 'POST', '/api/auth/signin', { body: { email, password } });
const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email));

/** Verifies with the code and completes the profile, as the victim's browser does. */
async function verifyAndComplete(email: string, code: string, username: string) {
  const verified = await call(app, 'POST', '/api/auth/verify-otp', { body: { email, otp: code } });
  expect(verified.status).toBe(200);
  const completed = await call(app, 'POST', '/api/auth/complete-profile', {
    body: { fullName: 'Victim', username },
    token: (await bodyOf(verified)).token,
  });
  expect(completed.status).toBe(200);
  return (await bodyOf(completed)).token as string;
}

/** Ends the cooldown of the account's last verification mail. */
async function endCooldown(email: string) {
  const { id } = await test.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  await test.db
    .updateTable('one_time_codes')
    .set({ created_at: new Date(Date.now() - 61_000) })
    .where('user_id', '=', id)
    .execute();
}

/**
 * The owner follows the "Set your ZenCode password" mail (the second to `email`) and sets
 * `password`: it signs in, and the attacker's password does not.
 */
async function ownerSetsPasswordFromMail(email: string, password: string): Promise<void> {
  const setPassword = await smtp.waitForMail(email, { skip: 1 });
  expect(setPassword.subject).toBe('Set your ZenCode password');
  const reset = await call(app, 'POST', '/api/auth/reset-password', {
    body: { token: linkIn(setPassword).token, password },
  });
  expect(reset.status).toBe(200);
  expect((await signIn(email, password)).status).toBe(200);
  expect((await signIn(email, attackerPassword)).status).toBe(401);
}

describe('a second sign-up for a pending address', () => {
  it('cannot set its password: the attacker never signs in (victim signed up first)', async () => {
    const email = 'victim1@example.com';
    expect((await signUp(email, victimPassword)).status).toBe(201);
    const code = codeIn(await smtp.waitForMail(email));
    const attack = await signUp(email, attackerPassword, '203.0.113.7');
    expect(attack.status).toBe(201);
    expect(await bodyOf(attack)).toEqual({ message: messages.verificationCodeSent });

    const session = await verifyAndComplete(email, code, 'victim_one');
    expect(session).toBeTruthy();
    expect((await signIn(email, attackerPassword)).status).toBe(401);
    // Two passwords were offered and nobody proved which is the owner's: neither is kept, and
    // the owner (who reads the mail) gets a link to set one.
    await ownerSetsPasswordFromMail(email, 'Owner-Again3');
  });

  it('keeps the password when the same one is sent again (a double submit)', async () => {
    const email = 'twice@example.com';
    await signUp(email, victimPassword);
    const code = codeIn(await smtp.waitForMail(email));
    expect((await signUp(email, victimPassword)).status).toBe(201);
    await verifyAndComplete(email, code, 'twice_user');
    expect((await signIn(email, victimPassword)).status).toBe(200);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("cannot plant a password that opens the victim's account later (attacker first)", async () => {
    const email = 'victim2@example.com';
    await signUp(email, attackerPassword, '203.0.113.7');
    await smtp.waitForMail(email);
    await endCooldown(email);
    expect((await signUp(email, victimPassword)).status).toBe(201);
    // The victim uses the newest code in their mailbox.
    const code = codeIn(await smtp.waitForMail(email, { skip: 1 }));
    await verifyAndComplete(email, code, 'victim_two');
    expect((await signIn(email, attackerPassword)).status).toBe(401);
  });

  it('cannot take over through the verification link either', async () => {
    const email = 'victim3@example.com';
    await signUp(email, victimPassword);
    const { token } = linkIn(await smtp.waitForMail(email));
    await signUp(email, attackerPassword, '203.0.113.7');
    const verified = await call(app, 'POST', '/api/auth/verify-email', { body: { token } });
    expect(verified.status).toBe(200);
    expect((await signIn(email, attackerPassword)).status).toBe(401);
  });
});

describe('sign-up answers alike for every address', () => {
  it('a registered address: same answer, its owner is told, nothing changes', async () => {
    const email = 'owner@example.com';
    await signUp(email, victimPassword);
    await verifyAndComplete(email, codeIn(await smtp.waitForMail(email)), 'the_owner');
    const fresh = await signUp('new-address@example.com', victimPassword);
    const registered = await signUp(email.toUpperCase(), attackerPassword, '203.0.113.7');
    expect(registered.status).toBe(fresh.status);
    expect(await bodyOf(registered)).toEqual(await bodyOf(fresh));
    const notice = await smtp.waitForMail(email, { skip: 1 });
    expect(notice.subject).toBe('Someone tried to sign up to ZenCode with your email');
    expect((await signIn(email, victimPassword)).status).toBe(200);
    expect((await signIn(email, attackerPassword)).status).toBe(401);
  });

  it('resend-otp answers 200 for a pending address within its cooldown, as for an unknown one', async () => {
    const email = 'cooling@example.com';
    await signUp(email, victimPassword);
    await smtp.waitForMail(email);
    const pending = await call(app, 'POST', '/api/auth/resend-otp', { body: { email } });
    const unknown = await call(app, 'POST', '/api/auth/resend-otp', {
      body: { email: 'nobody-here@example.com' },
    });
    expect(pending.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await bodyOf(pending)).toEqual(await bodyOf(unknown));
    expect(mailsTo(email)).toHaveLength(1);
  });
});

describe('a password planted by someone who is not the owner', () => {
  /** POST as a browser: JSON, with the cookies it holds; keeps the cookies it is given. */
  const browser = () => {
    const jar = new Map<string, string>();
    return async (path: string, body: unknown) => {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
      for (const set of response.headers.getSetCookie()) {
        const [pair] = set.split(';');
        const [name, value] = pair!.split('=');
        jar.set(name!, value!);
      }
      return response;
    };
  };

  it('does not survive the owner following the link from a mail they did not ask for', async () => {
    const email = 'planted@example.com';
    const attacker = browser();
    expect((await attacker('/api/auth/signup', { email, password: attackerPassword })).status).toBe(
      201,
    );
    const mail = await smtp.waitForMail(email);
    // The owner, in a browser of their own, clicks the link in the mail.
    const owner = browser();
    const verified = await owner('/api/auth/verify-email', { token: linkIn(mail).token });
    expect(verified.status).toBe(200);
    await call(app, 'POST', '/api/auth/complete-profile', {
      body: { fullName: 'Planted On', username: 'planted_on' },
      token: (await bodyOf(verified)).token,
    });
    expect((await signIn(email, attackerPassword)).status).toBe(401);
    // The owner sets a password of their own from the mail that follows.
    await ownerSetsPasswordFromMail(email, 'Owner-Own4');
  });

  it('is kept when the link is followed in the browser that signed up', async () => {
    const email = 'same-browser@example.com';
    const learner = browser();
    const signedUp = await learner('/api/auth/signup', { email, password: victimPassword });
    expect(signedUp.headers.getSetCookie().join()).toContain(`${signUpBrowserCookie}=`);
    expect(signedUp.headers.getSetCookie().join()).toMatch(/HttpOnly/i);
    const mail = await smtp.waitForMail(email);
    const verified = await learner('/api/auth/verify-email', { token: linkIn(mail).token });
    expect(verified.status).toBe(200);
    await call(app, 'POST', '/api/auth/complete-profile', {
      body: { fullName: 'Same Browser', username: 'same_browser' },
      token: (await bodyOf(verified)).token,
    });
    expect((await signIn(email, victimPassword)).status).toBe(200);
    expect(mailsTo(email)).toHaveLength(1);
  });
});
