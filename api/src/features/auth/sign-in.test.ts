import { messages } from '@zencode/shared/contract';
import { needsEmailVerification } from '@zencode/shared/rules';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { captureSmtpServerPerFile } from '../../test/capture-smtp-per-file.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createTestConfig } from '../../test/test-config.ts';
import { testDatabasePerFile } from '../../test/test-database.ts';
import { bodyOf, call, codeIn, insertAccount, linkIn } from './auth-testing.ts';

const password = 'Calm-Focus1';
const publicUrl = 'http://127.0.0.1:18615';
const test = testDatabasePerFile();
const smtp = captureSmtpServerPerFile(18614);
let app: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  const config = createTestConfig({ SMTP_URL: smtp.url, PUBLIC_URL: publicUrl });
  ({ app } = createTestApp(test.db, { config }));
  await insertAccount(test.db, { email: 'zen@example.com', username: 'zen', password });
});

const signIn = (email: string, pass: string, rememberMe?: boolean) =>
  call(app, 'POST', '/api/auth/signin', { body: { email, password: pass, rememberMe } });

describe('sign-in', () => {
  it('answers a session token carrying username and role', async () => {
    const response = await signIn('ZEN@example.com', password);
    expect(response.status).toBe(200);
    const { token } = await bodyOf(response);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ username: 'zen', role: 'user' });
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 3600);
    const remembered = decodeJwt(
      (await bodyOf(await signIn('zen@example.com', password, true))).token,
    );
    expect(remembered.exp! - remembered.iat!).toBe(30 * 24 * 3600);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrong = await signIn('zen@example.com', 'Wrong-Pass1');
    const unknown = await signIn('nobody@example.com', password);
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(await bodyOf(response)).toEqual({ message: messages.invalidCredentials });
    }
  });

  it('sends an unverified account to verification with a fresh code', async () => {
    await call(app, 'POST', '/api/auth/signup', { body: { email: 'new@example.com', password } });
    const first = await smtp.waitForMail('new@example.com');
    await test.db
      .updateTable('one_time_codes')
      .set({ created_at: new Date(Date.now() - 61_000) })
      .execute();
    const response = await signIn('new@example.com', password);
    expect(response.status).toBe(403);
    const { message } = await bodyOf(response);
    expect(message).toBe(messages.emailNotVerified);
    expect(needsEmailVerification(message)).toBe(true);
    const second = await smtp.waitForMail('new@example.com', { skip: 1 });
    expect(codeIn(second)).not.toBe(codeIn(first));
    const verified = await call(app, 'POST', '/api/auth/verify-otp', {
      body: { email: 'new@example.com', otp: codeIn(second) },
    });
    expect(verified.status).toBe(200);
  });
});

describe('forgotten password', () => {
  it('answers the same whether or not the e-mail exists', async () => {
    const known = await call(app, 'POST', '/api/auth/forgot-password', {
      body: { email: 'zen@example.com' },
    });
    const unknown = await call(app, 'POST', '/api/auth/forgot-password', {
      body: { email: 'ghost@example.com' },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await bodyOf(known)).toEqual(await bodyOf(unknown));
    const mail = await smtp.waitForMail('zen@example.com');
    const { url } = linkIn(mail);
    expect(`${url.origin}${url.pathname}`).toBe(`${publicUrl}/reset-password`);
    expect(smtp.messages.some((m) => m.to.includes('ghost@example.com'))).toBe(false);
  });

  it('resets once with a valid link and ends every session', async () => {
    await insertAccount(test.db, { email: 'reset@example.com', username: 'resetter', password });
    const session = (await bodyOf(await signIn('reset@example.com', password))).token;
    await call(app, 'POST', '/api/auth/forgot-password', { body: { email: 'reset@example.com' } });
    const { token } = linkIn(await smtp.waitForMail('reset@example.com'));
    const valid = await call(app, 'GET', `/api/auth/validate-reset-token/${token}`);
    expect(valid.status).toBe(200);
    expect(await bodyOf(valid)).toEqual({ valid: true });
    const short = await call(app, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'short' },
    });
    expect((await bodyOf(short)).message).toBe(messages.passwordTooShort);
    const reset = await call(app, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'new password' },
    });
    expect(reset.status).toBe(200);
    expect(await bodyOf(reset)).toEqual({ message: messages.passwordReset });
    const ended = await call(app, 'PATCH', '/api/profile/public', {
      body: { isPublicProfile: true },
      token: session,
    });
    expect(ended.status).toBe(401);
    expect((await signIn('reset@example.com', password)).status).toBe(401);
    expect((await signIn('reset@example.com', 'new password')).status).toBe(200);
    const used = await call(app, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'another password' },
    });
    expect(used.status).toBe(400);
    expect(await bodyOf(used)).toEqual({ message: messages.resetLinkInvalid });
    const usedCheck = await call(app, 'GET', `/api/auth/validate-reset-token/${token}`);
    expect(usedCheck.status).toBe(400);
  });

  it('refuses expired and made-up reset links', async () => {
    await insertAccount(test.db, { email: 'old@example.com', username: 'old_link', password });
    await call(app, 'POST', '/api/auth/forgot-password', { body: { email: 'old@example.com' } });
    const { token } = linkIn(await smtp.waitForMail('old@example.com'));
    await test.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'reset-password')
      .execute();
    for (const candidate of [token, 'made-up-token']) {
      const check = await call(app, 'GET', `/api/auth/validate-reset-token/${candidate}`);
      expect(check.status).toBe(400);
      expect(await bodyOf(check)).toEqual({ message: messages.resetLinkInvalid });
      const reset = await call(app, 'POST', '/api/auth/reset-password', {
        body: { token: candidate, password: 'whatever1' },
      });
      expect(reset.status).toBe(400);
    }
  });
});
