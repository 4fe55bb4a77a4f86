import { messages } from '@zencode/shared/contract';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../mail/index.ts';
import { createTestApp } from '../../test/test-app.ts';
import { testDatabasePerFile } from '../../test/test-database.ts';
import { bodyOf, call, insertAccount, signedInAccount } from '../auth/auth-testing.ts';
import { signSessionToken } from '../auth/index.ts';

const password = 'Calm-Focus1';
const test = testDatabasePerFile();
let app: ReturnType<typeof createTestApp>['app'];
let secret: string;

beforeAll(async () => {
  const created = createTestApp(test.db);
  app = created.app;
  secret = created.deps.config.jwtSecret;
});

const signedIn = (username: string) => signedInAccount(app, test.db, { username, password });

describe('reading a profile', () => {
  it('gives the owner everything, others the public view, and hides private ones', async () => {
    const owner = await signedIn('owner');
    const other = await signedIn('other');
    const own = await call(app, 'GET', '/api/profile/OWNER', { token: owner.token });
    expect(await bodyOf(own)).toMatchObject({ email: owner.email, username: 'owner' });
    const seen = await bodyOf(await call(app, 'GET', '/api/profile/owner', { token: other.token }));
    expect(seen.username).toBe('owner');
    expect(seen).not.toHaveProperty('email');
    await call(app, 'PATCH', '/api/profile/public', {
      body: { isPublicProfile: false },
      token: owner.token,
    });
    const hidden = await call(app, 'GET', '/api/profile/owner', { token: other.token });
    expect(hidden.status).toBe(404);
    expect(await bodyOf(hidden)).toEqual({ message: messages.profileNotPublic });
    expect((await call(app, 'GET', '/api/profile/owner')).status).toBe(404);
    expect((await call(app, 'GET', '/api/profile/owner', { token: owner.token })).status).toBe(200);
  });
});

describe('settings', () => {
  it('refuses a name that hides or reorders characters, changing nothing', async () => {
    const me = await signedIn('spoofer');
    const response = await call(app, 'PATCH', '/api/profile/basic', {
      body: { name: 'admin\u202E', username: 'spoofer', avatar: '' },
      token: me.token,
    });
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({ message: messages.nameInvisibleCharacters });
    const row = await test.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(row.name).not.toContain('\u202E');
  });

  it('saves name and username, with a new token when the username changes', async () => {
    const me = await signedIn('renamer');
    const same = await call(app, 'PATCH', '/api/profile/basic', {
      body: { name: 'Calm Coder', username: 'renamer', avatar: '' },
      token: me.token,
    });
    const sameBody = await bodyOf(same);
    expect(sameBody.user).toMatchObject({ name: 'Calm Coder', username: 'renamer' });
    expect(sameBody.token).toBeUndefined();
    const renamed = await call(app, 'PATCH', '/api/profile/basic', {
      body: { name: 'Calm Coder', username: 'zen_renamed', avatar: '' },
      token: me.token,
    });
    const body = await bodyOf(renamed);
    expect(body.user.username).toBe('zen_renamed');
    expect(decodeJwt(body.token)).toMatchObject({ username: 'zen_renamed' });
    await insertAccount(test.db, { email: 'holder@example.com', username: 'Holder' });
    const taken = await call(app, 'PATCH', '/api/profile/basic', {
      body: { name: 'x', username: 'HOLDER', avatar: '' },
      token: body.token,
    });
    expect(taken.status).toBe(409);
    expect(await bodyOf(taken)).toEqual({ message: messages.usernameTaken });
    const invalid = await call(app, 'PATCH', '/api/profile/basic', {
      body: { name: 'x', username: 'no', avatar: '' },
      token: body.token,
    });
    expect((await bodyOf(invalid)).message).toBe(messages.usernameInvalid);
    const foreignAvatar = await call(app, 'PATCH', '/api/profile/basic', {
      body: { name: 'x', username: 'zen_renamed', avatar: 'https://evil.example.com/a.jpg' },
      token: body.token,
    });
    expect(foreignAvatar.status).toBe(400);
  });

  it('updates socials for the owner only, with URLs only', async () => {
    const me = await signedIn('social');
    const intruder = await signedIn('intruder');
    const ok = await call(app, 'PUT', '/api/profile/SOCIAL/social', {
      body: { github: 'https://github.com/social', linkedin: 'https://linkedin.com/in/s' },
      token: me.token,
    });
    expect(ok.status).toBe(200);
    expect((await bodyOf(ok)).user.socialProfiles).toEqual({
      github: 'https://github.com/social',
      linkedin: 'https://linkedin.com/in/s',
      twitter: '',
    });
    const cleared = await call(app, 'PUT', '/api/profile/social/social', {
      body: { linkedin: '' },
      token: me.token,
    });
    expect((await bodyOf(cleared)).user.socialProfiles.github).toBe('https://github.com/social');
    const notUrl = await call(app, 'PUT', '/api/profile/social/social', {
      body: { twitter: 'javascript:alert(1)' },
      token: me.token,
    });
    expect(notUrl.status).toBe(400);
    const foreign = await call(app, 'PUT', '/api/profile/social/social', {
      body: { github: 'https://github.com/intruder' },
      token: intruder.token,
    });
    expect(foreign.status).toBe(403);
    expect((await call(app, 'PUT', '/api/profile/social/social', { body: {} })).status).toBe(401);
  });

  it('changes the password, ending the other sessions but not this one', async () => {
    const me = await signedIn('changer');
    const otherDevice = (
      await bodyOf(
        await call(app, 'POST', '/api/auth/signin', {
          body: { email: me.email, password },
        }),
      )
    ).token;
    const wrong = await call(app, 'PATCH', '/api/profile/password', {
      body: { oldPassword: 'Not-It-1', newPassword: 'Fresh-Start2' },
      token: me.token,
    });
    expect(wrong.status).toBe(400);
    expect(await bodyOf(wrong)).toEqual({ message: messages.oldPasswordIncorrect });
    const weak = await call(app, 'PATCH', '/api/profile/password', {
      body: { oldPassword: password, newPassword: 'weak' },
      token: me.token,
    });
    expect((await bodyOf(weak)).message).toBe(messages.passwordRequirementsUnmet);
    const changed = await call(app, 'PATCH', '/api/profile/password', {
      body: { oldPassword: password, newPassword: 'Fresh-Start2' },
      token: me.token,
    });
    expect(changed.status).toBe(200);
    const { message, token } = await bodyOf(changed);
    expect(message).toBe(messages.passwordUpdated);
    const probe = (t: string) =>
      call(app, 'PATCH', '/api/profile/public', { body: { isPublicProfile: true }, token: t });
    expect((await probe(otherDevice)).status).toBe(401);
    expect((await probe(me.token)).status).toBe(401);
    expect((await probe(token)).status).toBe(200);
  });

  it('ends every outstanding reset link when the password is changed in Settings', async () => {
    const sent: MailMessage[] = [];
    const { app: mailing } = createTestApp(test.db, {
      mailer: { send: async (mail) => void sent.push(mail) },
    });
    const me = await signedIn('resetter');
    await call(mailing, 'POST', '/api/auth/forgot-password', { body: { email: me.email } });
    await expect.poll(() => sent.length).toBe(1);
    const resetToken = new URL(/(https?:\/\/\S+)/.exec(sent[0]!.text)![1]!).searchParams.get(
      'token',
    );
    const changed = await call(app, 'PATCH', '/api/profile/password', {
      body: { oldPassword: password, newPassword: 'Fresh-Start2' },
      token: me.token,
    });
    expect(changed.status).toBe(200);
    const reset = await call(app, 'POST', '/api/auth/reset-password', {
      body: { token: resetToken, password: 'Taken-Over3' },
    });
    expect(reset.status).toBe(400);
    expect(await bodyOf(reset)).toEqual({ message: messages.resetLinkInvalid });
    const signIn = (pw: string) =>
      call(app, 'POST', '/api/auth/signin', { body: { email: me.email, password: pw } });
    expect((await signIn('Taken-Over3')).status).toBe(401);
    expect((await signIn('Fresh-Start2')).status).toBe(200);
  });

  it('limits password changes per user', async () => {
    const { app: strict } = createTestApp(test.db, {
      rateLimits: { changePasswordPerUser: { limit: 1, windowMs: 60_000 } },
    });
    const me = await signedIn('limited');
    const attempt = () =>
      call(strict, 'PATCH', '/api/profile/password', {
        body: { oldPassword: 'Wrong-Pass1', newPassword: 'Fresh-Start2' },
        token: me.token,
      });
    expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});

describe('roles and tokens', () => {
  it('never lets a request raise the role', async () => {
    const me = await signedIn('climber');
    const attempts = [
      call(app, 'PATCH', '/api/profile/basic', {
        body: { name: 'x', username: 'climber', avatar: '', role: 'admin' },
        token: me.token,
      }),
      call(app, 'PATCH', '/api/profile/public', {
        body: { isPublicProfile: true, role: 'admin' },
        token: me.token,
      }),
      call(app, 'PUT', '/api/profile/climber/social', {
        body: { github: '', role: 'admin' },
        token: me.token,
      }),
      call(app, 'POST', '/api/auth/signup', {
        body: { email: 'admin-wannabe@example.com', password, role: 'admin' },
      }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(400);
    const forged = await signSessionToken(secret, {
      sub: me.id,
      username: 'climber',
      role: 'admin',
      sv: 1,
    });
    const seen = await bodyOf(await call(app, 'GET', '/api/profile/climber', { token: forged }));
    expect(seen.role).toBe('user');
    const row = await test.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('user');
  });

  it('answers 401 to tampered and expired tokens', async () => {
    const me = await signedIn('tampered');
    const [header, payload, signature] = me.token.split('.');
    const raised = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        role: 'admin',
      }),
    ).toString('base64url');
    const expired = await signSessionToken(
      secret,
      { sub: me.id, username: 'tampered', role: 'user', sv: 1 },
      -10,
    );
    for (const token of [`${header}.${raised}.${signature}`, expired, 'garbage']) {
      const response = await call(app, 'PATCH', '/api/profile/public', {
        body: { isPublicProfile: true },
        token,
      });
      expect(response.status).toBe(401);
    }
    const late = await call(app, 'PATCH', '/api/profile/public', {
      body: { isPublicProfile: true },
      token: expired,
    });
    expect(await bodyOf(late)).toEqual({ message: messages.sessionExpired });
  });
});
