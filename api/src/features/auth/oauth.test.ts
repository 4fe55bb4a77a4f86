import { messages } from '@zencode/shared/contract';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { FakeOauthUser } from '../../test/fake-oauth-server.ts';
import { oauthTestWorldPerFile } from '../../test/oauth-test-world.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createTestConfig } from '../../test/test-config.ts';
import { call, insertAccount } from './auth-testing.ts';

const publicUrl = 'http://127.0.0.1:18621';
const world = oauthTestWorldPerFile(18620, publicUrl);

/**
 * The browser's walk: our start route, the provider's authorize page (real HTTP), our callback
 * with the state cookie. Answers where the callback finally redirects.
 */
async function signInWith(name: 'github' | 'google', user: FakeOauthUser, cookieOverride?: string) {
  world.provider.signInAs(user);
  const start = await world.app.request(`/api/auth/${name}`);
  expect(start.status).toBe(302);
  const cookies = start.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const authorizeUrl = new URL(start.headers.get('location')!);
  expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(
    `${publicUrl}/api/auth/${name}/callback`,
  );
  const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const back = new URL(atProvider.headers.get('location')!);
  const callback = await world.app.request(`${back.pathname}${back.search}`, {
    headers: { cookie: cookieOverride ?? cookies },
  });
  expect(callback.status).toBe(302);
  return { authorizeUrl, landing: new URL(callback.headers.get('location')!, publicUrl) };
}

const octocat: FakeOauthUser = {
  id: '583231',
  login: 'octocat',
  name: 'The Octocat',
  email: 'octocat@example.com',
  emailVerified: true,
};

describe('social sign-in', () => {
  it('lists the configured providers', async () => {
    const response = await world.app.request('/api/auth/providers');
    expect(await response.json()).toEqual({ providers: ['github', 'google'] });
  });

  it('creates a GitHub account that completes its profile, then signs it in again', async () => {
    const { authorizeUrl, landing } = await signInWith('github', octocat);
    expect(authorizeUrl.searchParams.get('state')).toBeTruthy();
    expect(authorizeUrl.searchParams.get('scope')).toBe('read:user user:email');
    expect(landing.pathname).toBe('/oauth/callback');
    expect(landing.searchParams.get('profileComplete')).toBe('false');
    const temp = landing.searchParams.get('token')!;
    expect(decodeJwt(temp)).toMatchObject({
      scope: 'complete-profile',
      email: 'octocat@example.com',
      fullName: 'The Octocat',
      username: 'octocat',
    });
    const completed = await call(world.app, 'POST', '/api/auth/complete-profile', {
      body: { fullName: 'The Octocat', username: 'octocat' },
      token: temp,
    });
    expect(completed.status).toBe(200);
    const again = (await signInWith('github', octocat)).landing;
    expect(again.searchParams.get('profileComplete')).toBe('true');
    expect(decodeJwt(again.searchParams.get('token')!)).toMatchObject({
      username: 'octocat',
      role: 'user',
    });
    const accounts = await world.test.db.selectFrom('users').select('id').execute();
    expect(accounts).toHaveLength(1);
  });

  it('links Google (with PKCE) to the account with the same verified e-mail', async () => {
    const id = await insertAccount(world.test.db, {
      email: 'grace@example.com',
      username: 'grace',
      password: 'Calm-Focus1',
    });
    const { authorizeUrl, landing } = await signInWith('google', {
      id: 'google-42',
      login: 'grace',
      name: 'Grace Hopper',
      email: 'Grace@Example.com',
      emailVerified: true,
    });
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('code_challenge')).toBeTruthy();
    expect(landing.searchParams.get('profileComplete')).toBe('true');
    expect(decodeJwt(landing.searchParams.get('token')!)).toMatchObject({
      sub: id,
      username: 'grace',
    });
    const links = await world.test.db.selectFrom('oauth_accounts').selectAll().execute();
    expect(links).toContainEqual(
      expect.objectContaining({ provider: 'google', provider_user_id: 'google-42', user_id: id }),
    );
  });

  it('takes over an unverified sign-up without keeping its unproven password', async () => {
    const signUp = await call(world.app, 'POST', '/api/auth/signup', {
      body: { email: 'claimed@example.com', password: 'Squatter-1' },
    });
    expect(signUp.status).toBe(201);
    const { landing } = await signInWith('github', {
      ...octocat,
      id: '9001',
      login: 'claimer',
      email: 'claimed@example.com',
    });
    expect(landing.searchParams.get('profileComplete')).toBe('false');
    const account = await world.test.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'claimed@example.com')
      .executeTakeFirstOrThrow();
    expect(account.email_verified_at).not.toBeNull();
    expect(account.password_hash).toBeNull();
  });

  it('refuses an unverified provider e-mail, a wrong state and a missing cookie', async () => {
    const before = world.provider.exchanges.length;
    const unverified = await signInWith('google', {
      ...octocat,
      id: 'google-7',
      email: 'unverified@example.com',
      emailVerified: false,
    });
    const failure = `/signin?error=${encodeURIComponent(messages.oauthFailed)}`;
    expect(`${unverified.landing.pathname}${unverified.landing.search}`).toBe(failure);
    const none = await world.test.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'unverified@example.com')
      .execute();
    expect(none).toEqual([]);
    const forged = await signInWith('github', octocat, 'oauth_state_github=forged');
    expect(forged.landing.pathname).toBe('/signin');
    const noCookie = await signInWith('github', octocat, '');
    expect(noCookie.landing.pathname).toBe('/signin');
    // Only the unverified-e-mail attempt reached the token endpoint.
    expect(world.provider.exchanges.length).toBe(before + 1);
  });
});

describe('a provider that is not configured', () => {
  it('hides its button and answers 404 with a clear message', async () => {
    const { app: bare } = createTestApp(world.test.db, { config: createTestConfig() });
    expect(await (await bare.request('/api/auth/providers')).json()).toEqual({ providers: [] });
    for (const path of ['/api/auth/github', '/api/auth/google/callback?code=x&state=y']) {
      const response = await bare.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: messages.oauthNotConfigured });
    }
  });
});
