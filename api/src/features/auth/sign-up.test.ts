import { messages } from '@zencode/shared/contract';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { captureSmtpServerPerFile } from '../../test/capture-smtp-per-file.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createTestConfig } from '../../test/test-config.ts';
import { testDatabasePerFile } from '../../test/test-database.ts';
import { bodyOf, call, codeIn, linkIn } from './auth-testing.ts';

const publicUrl = 'http://127.0.0.1:18610';
const password = 'Calm-Focus1';
const test = testDatabasePerFile();
const smtp = captureSmtpServerPerFile(18611);
let app: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  const config = createTestConfig({ SMTP_URL: smtp.url, PUBLIC_URL: publicUrl });
  ({ app } = createTestApp(test.db, { config }));
});

const accountOf = (email: string) =>
  test.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

/** Moves the account's last verification mail a minute into the past (ends the cooldown). */
async function endCooldown(email: string) {
  const { id } = await accountOf(email);
  await test.db
    .updateTable('one_time_codes')
    .set({ created_at: new Date(Date.now() - 61_000) })
    .where('user_id', '=', id)
    .execute();
}

async function signUp(email: string) {
  const response = await call(app, 'POST', '/api/auth/signup', { body: { email, password } });
  expect(response.status).toBe(201);
  expect(await bodyOf(response)).toEqual({ message: messages.verificationCodeSent });
  return smtp.waitForMail(email);
}

describe('sign-up', () => {
  it('creates an unverified account and mails a code and a link, storing neither', async () => {
    const mail = await signUp('ada@example.com');
    const code = codeIn(mail);
    const { url, token } = linkIn(mail);
    expect(`${url.origin}${url.pathname}`).toBe(`${publicUrl}/verify-email`);
    expect(token.length).toBeGreaterThanOrEqual(40);
    const account = await accountOf('ada@example.com');
    expect(account).toMatchObject({
      email_verified_at: null,
      profile_complete: false,
      role: 'user',
    });
    expect(account.password_hash).toMatch(/^\$argon2id\$/);
    const stored = await test.db.selectFrom('one_time_codes').selectAll().execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(code);
    const links = await test.db.selectFrom('account_tokens').select('token_hash').execute();
    expect(links.map((row) => row.token_hash)).not.toContain(token);
  });

  it('resends instead of failing for an unverified e-mail, at most once a minute', async () => {
    const first = await signUp('grace@example.com');
    const again = await call(app, 'POST', '/api/auth/signup', {
      body: { email: 'GRACE@example.com', password: 'Second-Try2' },
    });
    expect(again.status).toBe(201);
    expect(await bodyOf(again)).toEqual({ message: messages.verificationCodeSent });
    // Within the minute the first code still stands and no second mail goes out.
    const stillValid = await test.db
      .selectFrom('one_time_codes')
      .select('id')
      .where('used_at', 'is', null)
      .where('user_id', '=', (await accountOf('grace@example.com')).id)
      .execute();
    expect(stillValid).toHaveLength(1);
    await endCooldown('grace@example.com');
    const resent = await call(app, 'POST', '/api/auth/signup', {
      body: { email: 'grace@example.com', password },
    });
    expect(resent.status).toBe(201);
    const second = await smtp.waitForMail('grace@example.com', { skip: 1 });
    expect(smtp.messages.filter((m) => m.to.includes('grace@example.com'))).toHaveLength(2);
    const old = await call(app, 'POST', '/api/auth/verify-otp', {
      body: { email: 'grace@example.com', otp: codeIn(first) },
    });
    expect(old.status).toBe(400);
    const fresh = await call(app, 'POST', '/api/auth/verify-otp', {
      body: { email: 'grace@example.com', otp: codeIn(second) },
    });
    expect(fresh.status).toBe(200);
  });

  it('answers a verified e-mail like a new one, whatever its case, and tells its owner', async () => {
    const mail = await signUp('linus@example.com');
    await call(app, 'POST', '/api/auth/verify-otp', {
      body: { email: 'linus@example.com', otp: codeIn(mail) },
    });
    const response = await call(app, 'POST', '/api/auth/signup', {
      body: { email: 'Linus@Example.com', password },
    });
    expect(response.status).toBe(201);
    expect(await bodyOf(response)).toEqual({ message: messages.verificationCodeSent });
    const notice = await smtp.waitForMail('linus@example.com', { skip: 1 });
    expect(notice.text).toContain('already has one');
  });

  it('enforces the password and e-mail rules', async () => {
    const weak = await call(app, 'POST', '/api/auth/signup', {
      body: { email: 'weak@example.com', password: 'alllowercase1!' },
    });
    expect(weak.status).toBe(400);
    expect((await bodyOf(weak)).message).toBe(messages.passwordRequirementsUnmet);
    const badEmail = await call(app, 'POST', '/api/auth/signup', {
      body: { email: 'not-an-email', password },
    });
    expect(badEmail.status).toBe(400);
    expect((await bodyOf(badEmail)).message).toBe(messages.emailInvalid);
  });

  it('leaves a verifiable account when the mail cannot be sent', async () => {
    smtp.setRefusing(true);
    const failed = await call(app, 'POST', '/api/auth/signup', {
      body: { email: 'outage@example.com', password },
    });
    smtp.setRefusing(false);
    expect(failed.status).toBe(503);
    expect(await bodyOf(failed)).toEqual({ message: messages.registrationFailed });
    const { id } = await accountOf('outage@example.com');
    const codes = await test.db
      .selectFrom('one_time_codes')
      .select('id')
      .where('user_id', '=', id)
      .execute();
    expect(codes).toEqual([]);
    const resend = await call(app, 'POST', '/api/auth/resend-otp', {
      body: { email: 'outage@example.com' },
    });
    expect(resend.status).toBe(200);
    const mail = await smtp.waitForMail('outage@example.com');
    const verified = await call(app, 'POST', '/api/auth/verify-otp', {
      body: { email: 'outage@example.com', otp: codeIn(mail) },
    });
    expect(verified.status).toBe(200);
  });
});

describe('verification by code', () => {
  it('answers a temporary token that only completes the profile', async () => {
    const mail = await signUp('hopper@example.com');
    const response = await call(app, 'POST', '/api/auth/verify-otp', {
      body: { email: 'hopper@example.com', otp: codeIn(mail) },
    });
    expect(response.status).toBe(200);
    const body = await bodyOf(response);
    expect(body.user).toMatchObject({ email: 'hopper@example.com', profileComplete: false });
    expect(decodeJwt(body.token)).toMatchObject({ scope: 'complete-profile' });
    const asSession = await call(app, 'PATCH', '/api/profile/public', {
      body: { isPublicProfile: false },
      token: body.token,
    });
    expect(asSession.status).toBe(401);
    expect((await accountOf('hopper@example.com')).email_verified_at).not.toBeNull();
    const reused = await call(app, 'POST', '/api/auth/verify-otp', {
      body: { email: 'hopper@example.com', otp: codeIn(mail) },
    });
    expect(reused.status).toBe(400);
    expect(await bodyOf(reused)).toEqual({ message: messages.otpInvalid });
  });

  it('kills a code after 5 wrong tries', async () => {
    const mail = await signUp('tries@example.com');
    const right = codeIn(mail);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await call(app, 'POST', '/api/auth/verify-otp', {
        body: { email: 'tries@example.com', otp: wrong },
      });
      expect(response.status).toBe(400);
    }
    const late = await call(app, 'POST', '/api/auth/verify-otp', {
      body: { email: 'tries@example.com', otp: right },
    });
    expect(late.status).toBe(400);
    expect(await bodyOf(late)).toEqual({ message: messages.otpInvalid });
  });

  it('refuses an expired code and an unknown e-mail alike', async () => {
    const mail = await signUp('late@example.com');
    const { id } = await accountOf('late@example.com');
    await test.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', id)
      .execute();
    const expired = await call(app, 'POST', '/api/auth/verify-otp', {
      body: { email: 'late@example.com', otp: codeIn(mail) },
    });
    expect(expired.status).toBe(400);
    const unknown = await call(app, 'POST', '/api/auth/verify-otp', {
      body: { email: 'nobody@example.com', otp: '123456' },
    });
    expect(await bodyOf(unknown)).toEqual({ message: messages.otpInvalid });
    const malformed = await call(app, 'POST', '/api/auth/verify-otp', {
      body: { email: 'late@example.com', otp: '12a456' },
    });
    expect((await bodyOf(malformed)).message).toBe(messages.otpIncomplete);
  });

  it('resends a code for a waiting account and says the same for an unknown one', async () => {
    const before = smtp.messages.length;
    const unknown = await call(app, 'POST', '/api/auth/resend-otp', {
      body: { email: 'ghost@example.com' },
    });
    expect(unknown.status).toBe(200);
    expect(await bodyOf(unknown)).toEqual({ message: messages.verificationCodeSent });
    expect(smtp.messages.length).toBe(before);
  });
});
