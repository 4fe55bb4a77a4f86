import { messages } from '@zencode/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { captureSmtpServerPerFile } from '../../test/capture-smtp-per-file.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createTestConfig } from '../../test/test-config.ts';
import { testDatabasePerFile } from '../../test/test-database.ts';
import { defaultRateLimits, type RateLimitRules } from './auth-policy.ts';
import { knownDeviceCookie } from './account-guessing.ts';
import { call, insertAccount, linkIn } from './auth-testing.ts';

const password = 'Calm-Focus1';
const test = testDatabasePerFile();
const smtp = captureSmtpServerPerFile(18616);
let app: ReturnType<typeof createTestApp>['app'];

/** Two per hour everywhere, so each limit shows at the third request; forgot-password per e-mail keeps its real default. */
const small = Object.fromEntries(
  Object.keys(defaultRateLimits).map((name) => [name, { limit: 2, windowMs: 3_600_000 }]),
) as RateLimitRules;
small.forgotPasswordPerEmail = defaultRateLimits.forgotPasswordPerEmail;
// The account-wide slow-down has its own test below, at its real limit.
small.signInFailuresPerAccount = defaultRateLimits.signInFailuresPerAccount;

beforeAll(async () => {
  const config = createTestConfig({ SMTP_URL: smtp.url });
  ({ app } = createTestApp(test.db, { config, rateLimits: small }));
  await insertAccount(test.db, { email: 'zen@example.com', username: 'zen', password });
});

async function expectLimited(response: Response, maxWaitSeconds = 3600) {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ message: messages.tooManyRequests });
  const wait = Number(response.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(maxWaitSeconds);
}

/** Sends three requests; the first two pass the limit, the third is refused. */
async function thirdIsLimited(send: (i: number) => Promise<Response>) {
  for (const i of [0, 1]) expect((await send(i)).status).not.toBe(429);
  await expectLimited(await send(2));
}

describe('rate limits of the account routes', () => {
  it('sign-in per IP and per account-and-address', async () => {
    await thirdIsLimited((i) =>
      call(app, 'POST', '/api/auth/signin', {
        body: { email: `user${i}@example.com`, password },
        ip: '10.0.0.1',
      }),
    );
    // Guessing from two addresses at once: each pair reaches its limit...
    for (const ip of ['10.0.1.1', '10.0.1.2']) {
      await thirdIsLimited(() =>
        call(app, 'POST', '/api/auth/signin', {
          body: { email: 'zen@example.com', password: 'Wrong-Guess9' },
          ip,
        }),
      );
    }
    // ...and the owner, from their own address, still signs in with the right password.
    const owner = await call(app, 'POST', '/api/auth/signin', {
      body: { email: 'zen@example.com', password },
      ip: '10.0.2.1',
    });
    expect(owner.status).toBe(200);
  });

  it('sign-up per IP and per e-mail', async () => {
    await thirdIsLimited((i) =>
      call(app, 'POST', '/api/auth/signup', {
        body: { email: `new${i}@example.com`, password },
        ip: '10.0.2.1',
      }),
    );
    await thirdIsLimited(async (i) => {
      // Past the one-mail-a-minute cooldown, so only the sign-up limit can refuse.
      await test.db
        .updateTable('one_time_codes')
        .set({ created_at: new Date(Date.now() - 61_000) })
        .execute();
      return call(app, 'POST', '/api/auth/signup', {
        body: { email: 'same@example.com', password },
        ip: `10.0.3.${i}`,
      });
    });
  });

  it('code checks per IP and per e-mail', async () => {
    await thirdIsLimited((i) =>
      call(app, 'POST', '/api/auth/verify-otp', {
        body: { email: `code${i}@example.com`, otp: '123456' },
        ip: '10.0.4.1',
      }),
    );
    await thirdIsLimited((i) =>
      call(app, 'POST', '/api/auth/verify-otp', {
        body: { email: 'code@example.com', otp: '123456' },
        ip: `10.0.5.${i}`,
      }),
    );
    await thirdIsLimited(() =>
      call(app, 'POST', '/api/auth/verify-email', { body: { token: 'nope' }, ip: '10.0.6.1' }),
    );
  });

  it('resends per IP and per e-mail', async () => {
    await thirdIsLimited((i) =>
      call(app, 'POST', '/api/auth/resend-otp', {
        body: { email: `resend${i}@example.com` },
        ip: '10.0.7.1',
      }),
    );
    await thirdIsLimited((i) =>
      call(app, 'POST', '/api/auth/resend-otp', {
        body: { email: 'resend@example.com' },
        ip: `10.0.8.${i}`,
      }),
    );
    await thirdIsLimited(() =>
      call(app, 'POST', '/api/auth/resend-verification?token=unknown', { ip: '10.0.9.1' }),
    );
  });

  it('forgot-password per IP, and one a minute per e-mail (the real default)', async () => {
    await thirdIsLimited((i) =>
      call(app, 'POST', '/api/auth/forgot-password', {
        body: { email: `forgot${i}@example.com` },
        ip: '10.0.10.1',
      }),
    );
    const first = await call(app, 'POST', '/api/auth/forgot-password', {
      body: { email: 'zen@example.com' },
      ip: '10.0.11.1',
    });
    expect(first.status).toBe(200);
    const second = await call(app, 'POST', '/api/auth/forgot-password', {
      body: { email: 'ZEN@example.com' },
      ip: '10.0.11.2',
    });
    await expectLimited(second, 60);
  });

  it('reset links per IP', async () => {
    await thirdIsLimited(() =>
      call(app, 'GET', '/api/auth/validate-reset-token/guess', { ip: '10.0.12.1' }),
    );
    await expectLimited(
      await call(app, 'POST', '/api/auth/reset-password', {
        body: { token: 'guess', password: 'whatever1' },
        ip: '10.0.12.1',
      }),
    );
  });
});

describe('password guessing spread over many addresses', () => {
  it('slows the account down past 20 wrong passwords, never for the owner’s own browser or a mailed reset link', async () => {
    const { app: real } = createTestApp(test.db, {
      config: createTestConfig({ SMTP_URL: smtp.url }),
    });
    const email = 'guessed@example.com';
    await insertAccount(test.db, { email, username: 'guessed', password });
    const signIn = (secret: string, ip: string, cookie?: string) =>
      real.request(
        '/api/auth/signin',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          body: JSON.stringify({ email, password: secret }),
        },
        { incoming: { socket: { remoteAddress: ip } } },
      );
    // The owner signed in from their browser before: it is remembered.
    const before = await signIn(password, '10.9.0.1');
    expect(before.status).toBe(200);
    const device = before.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${knownDeviceCookie}=`))!
      .split(';')[0]!;

    // 8 addresses, 5 wrong passwords each: within every per-address limit.
    const answers: number[] = [];
    for (let address = 1; address <= 8; address += 1) {
      for (let guess = 0; guess < 5; guess += 1) {
        answers.push((await signIn(`Wrong-Guess${guess}!`, `10.9.1.${address}`)).status);
      }
    }
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(answers.slice(20)).toEqual(Array(20).fill(429));
    // Even the right password from a browser the account never used waits.
    await expectLimited(await signIn(password, '10.9.2.1'), 15 * 60);
    // The owner's own browser signs in all the same.
    expect((await signIn(password, '10.9.0.1', device)).status).toBe(200);
    // And a mailed reset link works and lifts the slow-down for the owner's new password.
    const forgot = await call(real, 'POST', '/api/auth/forgot-password', {
      body: { email },
      ip: '10.9.3.1',
    });
    expect(forgot.status).toBe(200);
    const mail = await smtp.waitForMail(email);
    const reset = await call(real, 'POST', '/api/auth/reset-password', {
      body: { token: linkIn(mail).token, password: 'Owner-New5!' },
      ip: '10.9.3.1',
    });
    expect(reset.status).toBe(200);
    expect((await signIn('Owner-New5!', '10.9.2.2')).status).toBe(200);
  });
});
