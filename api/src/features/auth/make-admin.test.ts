import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { testDatabasePerFile } from '../../test/test-database.ts';
import { bodyOf, call, insertAccount } from './auth-testing.ts';
import { makeAdmin } from './make-admin.ts';

const test = testDatabasePerFile();
let app: ReturnType<typeof createTestApp>['app'];
beforeAll(async () => {
  ({ app } = createTestApp(test.db));
});

const roleOf = async (email: string) =>
  (
    await test.db
      .selectFrom('users')
      .select('role')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).role;

describe('makeAdmin', () => {
  it('promotes a ready account and leaves its password alone', async () => {
    await insertAccount(test.db, {
      email: 'lead@example.com',
      username: 'lead',
      password: 'Calm-Focus1',
    });
    const result = await makeAdmin(test.db, ' Lead@Example.com ');
    expect(result).toEqual({ email: 'lead@example.com', username: 'lead', created: false });
    expect(await roleOf('lead@example.com')).toBe('admin');
    const signIn = await call(app, 'POST', '/api/auth/signin', {
      body: { email: 'lead@example.com', password: 'Calm-Focus1' },
    });
    expect(signIn.status).toBe(200);
  });

  it('creates a verified admin that signs in with the one-time password', async () => {
    await insertAccount(test.db, { email: 'other@example.com', username: 'root' });
    const result = await makeAdmin(test.db, 'root@example.com');
    expect(result).toMatchObject({ created: true, username: 'root1' });
    const signIn = await call(app, 'POST', '/api/auth/signin', {
      body: { email: 'root@example.com', password: result.oneTimePassword },
    });
    expect(signIn.status).toBe(200);
    const { token } = await bodyOf(signIn);
    const profile = await bodyOf(await call(app, 'GET', '/api/profile/root1', { token }));
    expect(profile.role).toBe('admin');
  });

  it('replaces the unproven password of an unverified account', async () => {
    await call(app, 'POST', '/api/auth/signup', {
      body: { email: 'squat@example.com', password: 'Squatter-1' },
    });
    const result = await makeAdmin(test.db, 'squat@example.com');
    expect(result.oneTimePassword).toBeTruthy();
    const squatter = await call(app, 'POST', '/api/auth/signin', {
      body: { email: 'squat@example.com', password: 'Squatter-1' },
    });
    expect(squatter.status).toBe(401);
  });

  it('refuses something that is not an e-mail address', async () => {
    await expect(makeAdmin(test.db, 'not-an-email')).rejects.toThrow();
  });
});

describe('npm run user:admin', () => {
  it('promotes through the real script against the database', async () => {
    await insertAccount(test.db, { email: 'cli@example.com', username: 'cli_user' });
    const script = fileURLToPath(new URL('../../cli/user-admin.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', script, 'cli@example.com'],
      {
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: test.connectionString,
          DATA_DIR: mkdtempSync(join(tmpdir(), 'zencode-cli-')),
          LOG_LEVEL: 'silent',
        },
      },
    );
    expect(stdout).toContain('Promoted cli@example.com (@cli_user) as an admin.');
    expect(await roleOf('cli@example.com')).toBe('admin');
  });
});
