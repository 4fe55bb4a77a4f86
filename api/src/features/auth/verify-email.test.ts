import { messages } from '@zencode/shared/contract';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { captureSmtpServerPerFile } from '../../test/capture-smtp-per-file.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createTestConfig } from '../../test/test-config.ts';
import { testDatabasePerFile } from '../../test/test-database.ts';
import { bodyOf, call, codeIn, insertAccount, linkIn } from './auth-testing.ts';
import { signProfileToken } from './profile-token.ts';

const password = 'Calm-Focus1';
const test = testDatabasePerFile();
const smtp = captureSmtpServerPerFile(18612);
let app: ReturnType<typeof createTestApp>['app'];
let secret: string;

beforeAll(async () => {
  const config = createTestConfig({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://127.0.0.1:18613' });
  secret = config.jwtSecret;
  ({ app } = createTestApp(test.db, { config }));
});

async function signUp(email: string) {
  const response = await call(app, 'POST', '/api/auth/signup', { body: { email, password } });
  expect(response.status).toBe(201);
  return smtp.waitForMail(email);
}

async function verifiedTempToken(email: string): Promise<string> {
  const mail = await signUp(email);
  const response = await call(app, 'POST', '/api/auth/verify-email', {
    body: { token: linkIn(mail).token },
  });
  expect(response.status).toBe(200);
  return (await bodyOf(response)).token;
}

describe('verification by link', () => {
  it('verifies once and answers the temporary token', async () => {
    const mail = await signUp('link@example.com');
    const { token } = linkIn(mail);
    const response = await call(app, 'POST', '/api/auth/verify-email', { body: { token } });
    expect(response.status).toBe(200);
    const body = await bodyOf(response);
    expect(body.user).toMatchObject({ email: 'link@example.com', profileComplete: false });
    expect(decodeJwt(body.token)).toMatchObject({ scope: 'complete-profile' });
    const again = await call(app, 'POST', '/api/auth/verify-email', { body: { token } });
    expect(again.status).toBe(400);
    expect(await bodyOf(again)).toEqual({ message: messages.verificationLinkInvalid });
    // The code of the same mail is retired with it.
    const code = await call(app, 'POST', '/api/auth/verify-otp', {
      body: { email: 'link@example.com', otp: codeIn(mail) },
    });
    expect(code.status).toBe(400);
  });

  it('refuses an expired or made-up link', async () => {
    const mail = await signUp('expired@example.com');
    await test.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const expired = await call(app, 'POST', '/api/auth/verify-email', {
      body: { token: linkIn(mail).token },
    });
    expect(expired.status).toBe(400);
    expect(await bodyOf(expired)).toEqual({ message: messages.verificationLinkInvalid });
    const madeUp = await call(app, 'POST', '/api/auth/verify-email', {
      body: { token: 'x'.repeat(43) },
    });
    expect(madeUp.status).toBe(400);
  });

  it('resends a verification mail for the account of a failed link', async () => {
    const first = await signUp('again@example.com');
    const { token } = linkIn(first);
    const tooSoon = await call(app, 'POST', `/api/auth/resend-verification?token=${token}`);
    expect(tooSoon.status).toBe(429);
    await test.db
      .updateTable('one_time_codes')
      .set({ created_at: new Date(Date.now() - 61_000) })
      .execute();
    const resent = await call(app, 'POST', `/api/auth/resend-verification?token=${token}`);
    expect(resent.status).toBe(200);
    expect(await bodyOf(resent)).toEqual({ message: messages.verificationEmailSent });
    const second = await smtp.waitForMail('again@example.com', { skip: 1 });
    const verified = await call(app, 'POST', '/api/auth/verify-email', {
      body: { token: linkIn(second).token },
    });
    expect(verified.status).toBe(200);
    const done = await call(app, 'POST', `/api/auth/resend-verification?token=${token}`);
    expect(done.status).toBe(409);
    expect(await bodyOf(done)).toEqual({ message: messages.emailAlreadyVerified });
    const temp = (await bodyOf(verified)).token;
    const withTemp = await call(app, 'POST', '/api/auth/resend-verification', { token: temp });
    expect(withTemp.status).toBe(409);
    const anonymous = await call(app, 'POST', '/api/auth/resend-verification');
    expect(anonymous.status).toBe(401);
  });
});

describe('profile completion', () => {
  it('sets name and username with the temporary token and signs in', async () => {
    const temp = await verifiedTempToken('complete@example.com');
    const response = await call(app, 'POST', '/api/auth/complete-profile', {
      body: { fullName: '  Ada Lovelace ', username: 'ada_l' },
      token: temp,
    });
    expect(response.status).toBe(200);
    const body = await bodyOf(response);
    expect(body.user).toMatchObject({
      fullName: 'Ada Lovelace',
      name: 'Ada Lovelace',
      username: 'ada_l',
      email: 'complete@example.com',
      role: 'user',
      profileComplete: true,
    });
    expect(decodeJwt(body.token)).toMatchObject({ username: 'ada_l', role: 'user' });
    expect(decodeJwt(body.token).scope).toBeUndefined();
    const usable = await call(app, 'GET', '/api/profile/ada_l', { token: body.token });
    expect(usable.status).toBe(200);
    // The temporary token is spent.
    const twice = await call(app, 'POST', '/api/auth/complete-profile', {
      body: { fullName: 'Other', username: 'other_name' },
      token: temp,
    });
    expect(twice.status).toBe(401);
  });

  it('refuses names that look blank or hide characters, changing nothing', async () => {
    const temp = await verifiedTempToken('blank-name@example.com');
    for (const [fullName, message] of [
      ['\u3164', messages.nameInvisibleCharacters], // Hangul filler
      ['\u2800\u2800', messages.fullNameRequired], // Braille blanks
      ['Ad\u034Fa', messages.nameInvisibleCharacters], // combining grapheme joiner
    ]) {
      const response = await call(app, 'POST', '/api/auth/complete-profile', {
        body: { fullName, username: 'blank_name' },
        token: temp,
      });
      expect(response.status, fullName).toBe(400);
      expect(await bodyOf(response)).toEqual({ message });
    }
    // Nothing was saved: the temporary token still completes the profile with a real name.
    const named = await call(app, 'POST', '/api/auth/complete-profile', {
      body: { fullName: 'Blank No More', username: 'blank_name' },
      token: temp,
    });
    expect(named.status).toBe(200);
  });

  it('keeps usernames unique regardless of case and applies the username rule', async () => {
    await insertAccount(test.db, { email: 'taken@example.com', username: 'ZenMaster' });
    const temp = await verifiedTempToken('second@example.com');
    const taken = await call(app, 'POST', '/api/auth/complete-profile', {
      body: { fullName: 'Second', username: 'zenmaster' },
      token: temp,
    });
    expect(taken.status).toBe(409);
    expect(await bodyOf(taken)).toEqual({ message: messages.usernameTaken });
    for (const username of ['ab', 'a'.repeat(21), 'has space', 'dash-ed']) {
      const invalid = await call(app, 'POST', '/api/auth/complete-profile', {
        body: { fullName: 'Second', username },
        token: temp,
      });
      expect(invalid.status).toBe(400);
      expect((await bodyOf(invalid)).message).toBe(messages.usernameInvalid);
    }
    const blank = await call(app, 'POST', '/api/auth/complete-profile', {
      body: { fullName: '   ', username: 'second_user' },
      token: temp,
    });
    expect((await bodyOf(blank)).message).toBe(messages.fullNameRequired);
  });

  it('refuses session tokens, forged and expired temporary tokens', async () => {
    const body = { fullName: 'Nobody', username: 'nobody_here' };
    const none = await call(app, 'POST', '/api/auth/complete-profile', { body });
    expect(none.status).toBe(401);
    const forged = await signProfileToken('f'.repeat(40), {
      sub: '00000000-0000-4000-8000-000000000000',
      email: 'x@example.com',
      fullName: '',
      username: null,
    });
    expect(
      (await call(app, 'POST', '/api/auth/complete-profile', { body, token: forged })).status,
    ).toBe(401);
    const temp = await verifiedTempToken('expiring@example.com');
    const { sub } = decodeJwt(temp);
    const expired = await signProfileToken(
      secret,
      { sub: sub!, email: 'expiring@example.com', fullName: '', username: null },
      -10,
    );
    const late = await call(app, 'POST', '/api/auth/complete-profile', { body, token: expired });
    expect(late.status).toBe(401);
    expect(await bodyOf(late)).toEqual({ message: messages.sessionExpired });
  });
});
