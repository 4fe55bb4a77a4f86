import { randomBytes } from 'node:crypto';
import { messages } from '@zencode/shared/contract';
import { pkceChallenge } from '@zencode/shared/rules';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { FakeOauthUser } from '../../test/fake-oauth-server.ts';
import { oauthTestWorldPerFile } from '../../test/oauth-test-world.ts';
import { bodyOf, call } from './auth-testing.ts';

const publicUrl = 'http://127.0.0.1:18631';
const world = oauthTestWorldPerFile(18630, publicUrl);

const secret = () => randomBytes(32).toString('base64url');

/** What the desktop world.app keeps while the learner is in the browser. */
async function newDesktopSignIn() {
  const verifier = secret();
  return { state: secret(), verifier, challenge: await pkceChallenge(verifier) };
}

/** The system browser's walk from the start route to the deep link the callback opens. */
async function browserSignIn(
  name: 'github' | 'google',
  user: FakeOauthUser,
  app_: { state: string; challenge: string },
) {
  world.provider.signInAs(user);
  const query = new URLSearchParams({ desktopState: app_.state, desktopChallenge: app_.challenge });
  const start = await world.app.request(`/api/auth/${name}?${query}`);
  expect(start.status).toBe(302);
  const cookies = start.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const atProvider = await fetch(start.headers.get('location')!, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location')!);
  const callback = await world.app.request(`${back.pathname}${back.search}`, {
    headers: { cookie: cookies },
  });
  expect(callback.status).toBe(302);
  return new URL(callback.headers.get('location')!);
}

const exchange = (body: unknown) => call(world.app, 'POST', '/api/auth/desktop/exchange', { body });

const ada: FakeOauthUser = {
  id: '1815',
  login: 'ada',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  emailVerified: true,
};

describe('desktop social sign-in', () => {
  it('hands a one-time code to zencode:// and trades it once for the session', async () => {
    const desktop = await newDesktopSignIn();
    const link = await browserSignIn('github', ada, desktop);
    expect(link.protocol).toBe('zencode:');
    expect(`${link.host}${link.pathname}`).toBe('oauth/callback');
    expect(link.searchParams.get('state')).toBe(desktop.state);
    const code = link.searchParams.get('code')!;
    expect(link.toString()).not.toContain('token');

    const first = await exchange({ code, state: desktop.state, verifier: desktop.verifier });
    expect(first.status).toBe(200);
    const body = await bodyOf(first);
    expect(body.profileComplete).toBe(false);
    expect(decodeJwt(body.token as string)).toMatchObject({
      scope: 'complete-profile',
      email: 'ada@example.com',
      username: 'ada',
    });

    const replayed = await exchange({ code, state: desktop.state, verifier: desktop.verifier });
    expect(replayed.status).toBe(400);
    expect(await bodyOf(replayed)).toEqual({ message: messages.desktopSignInInvalid });
  });

  it('refuses a forged link: another sign-in’s code with this world.app’s state and verifier', async () => {
    const victim = await newDesktopSignIn();
    const attacker = await newDesktopSignIn();
    const attackerLink = await browserSignIn(
      'google',
      { ...ada, id: 'mallory-1', login: 'mallory', email: 'mallory@example.com' },
      attacker,
    );
    const attackerCode = attackerLink.searchParams.get('code')!;
    // A program that opens zencode:// with its own code: the world.app would send its own state.
    const forged = await exchange({
      code: attackerCode,
      state: victim.state,
      verifier: victim.verifier,
    });
    expect(forged.status).toBe(400);
    expect(await bodyOf(forged)).toEqual({ message: messages.desktopSignInInvalid });
  });

  it('refuses a code intercepted without the verifier, and a code that expired', async () => {
    const desktop = await newDesktopSignIn();
    const code = (await browserSignIn('github', ada, desktop)).searchParams.get('code')!;
    const intercepted = await exchange({ code, state: desktop.state, verifier: secret() });
    expect(intercepted.status).toBe(400);

    await world.test.db
      .updateTable('desktop_sign_in_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const late = await exchange({ code, state: desktop.state, verifier: desktop.verifier });
    expect(late.status).toBe(400);
    expect(await bodyOf(late)).toEqual({ message: messages.desktopSignInInvalid });
  });

  it('answers a session token when the profile is complete', async () => {
    const desktop = await newDesktopSignIn();
    const first = await browserSignIn('github', { ...ada, id: '77', login: 'grace' }, desktop);
    const temp = await bodyOf(
      await exchange({
        code: first.searchParams.get('code'),
        state: desktop.state,
        verifier: desktop.verifier,
      }),
    );
    const completed = await call(world.app, 'POST', '/api/auth/complete-profile', {
      body: { fullName: 'Grace Hopper', username: 'grace' },
      token: temp.token as string,
    });
    expect(completed.status).toBe(200);

    const again = await newDesktopSignIn();
    const link = await browserSignIn('github', { ...ada, id: '77', login: 'grace' }, again);
    const session = await bodyOf(
      await exchange({
        code: link.searchParams.get('code'),
        state: again.state,
        verifier: again.verifier,
      }),
    );
    expect(session.profileComplete).toBe(true);
    expect(decodeJwt(session.token as string)).toMatchObject({ username: 'grace', role: 'user' });
  });

  it('validates the start query and the exchange body', async () => {
    const half = await world.app.request(`/api/auth/github?desktopState=${secret()}`);
    expect(half.status).toBe(400);
    const bad = await world.app.request(
      '/api/auth/github?desktopState=short&desktopChallenge=short',
    );
    expect(bad.status).toBe(400);
    const malformed = await exchange({ code: 'x', state: 'y', verifier: 'z' });
    expect(malformed.status).toBe(400);
    const extra = await exchange({ code: secret(), state: secret(), verifier: secret(), x: 1 });
    expect(extra.status).toBe(400);
  });

  it('keeps the web sign-in on /oauth/callback after a desktop one in the same browser', async () => {
    const desktop = await newDesktopSignIn();
    world.provider.signInAs(ada);
    const desktopStart = await world.app.request(
      `/api/auth/github?desktopState=${desktop.state}&desktopChallenge=${desktop.challenge}`,
    );
    const webStart = await world.app.request('/api/auth/github');
    const cleared = webStart.headers.getSetCookie().find((c) => c.startsWith('oauth_desktop_'));
    expect(desktopStart.headers.getSetCookie().some((c) => c.startsWith('oauth_desktop_'))).toBe(
      true,
    );
    expect(cleared).toMatch(/Max-Age=0/);
  });
});
