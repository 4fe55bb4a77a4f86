import { randomBytes } from 'node:crypto';
import { messages } from '@zencode/shared/contract';
import { pkceChallenge } from '@zencode/shared/rules';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDesktopSignIn, desktopSignInWaitMs } from './desktop-sign-in.ts';

const apiBaseUrl = 'https://zencode.example.org';
let clock = 0;
let opened: URL[] = [];
let logs: string[] = [];
const fetchExchange = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

function signIn() {
  return createDesktopSignIn({
    apiBaseUrl,
    openExternal: async (url) => {
      opened.push(new URL(url));
    },
    fetch: fetchExchange,
    randomSecret: () => randomBytes(32).toString('base64url'),
    now: () => clock,
    log: (line) => logs.push(line),
  });
}

const code = randomBytes(32).toString('base64url');
const linkFor = (state: string, withCode = code) =>
  `zencode://oauth/callback?code=${withCode}&state=${state}`;
const lastState = () => opened.at(-1)!.searchParams.get('desktopState')!;

beforeEach(() => {
  clock = 1_000_000;
  opened = [];
  logs = [];
  fetchExchange.mockReset();
  fetchExchange.mockResolvedValue(Response.json({ token: 'session-jwt', profileComplete: true }));
});

describe('createDesktopSignIn', () => {
  it('opens the provider in the browser with a state and the challenge of its verifier', async () => {
    const flow = signIn();
    await flow.start('github');
    const start = opened[0]!;
    expect(`${start.origin}${start.pathname}`).toBe(`${apiBaseUrl}/api/auth/github`);
    expect(lastState()).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const outcome = await flow.completeFromLink(linkFor(lastState()));
    expect(outcome).toEqual({ ok: true, session: { token: 'session-jwt', profileComplete: true } });
    const [url, init] = fetchExchange.mock.calls[0]!;
    expect(url).toBe(`${apiBaseUrl}/api/auth/desktop/exchange`);
    const sent = JSON.parse(String(init.body)) as { code: string; state: string; verifier: string };
    expect(sent).toMatchObject({ code, state: lastState() });
    expect(await pkceChallenge(sent.verifier)).toBe(start.searchParams.get('desktopChallenge'));
  });

  it('ignores a replayed link: the state is used up by the first one', async () => {
    const flow = signIn();
    await flow.start('google');
    const link = linkFor(lastState());
    expect((await flow.completeFromLink(link))?.ok).toBe(true);
    expect(await flow.completeFromLink(link)).toBeNull();
    expect(fetchExchange).toHaveBeenCalledTimes(1);
    expect(logs).toEqual([
      'Ignored a zencode:// sign-in link: no sign-in of this app is waiting for it.',
    ]);
  });

  it('ignores a forged link whose state this app never created, without calling the server', async () => {
    const flow = signIn();
    await flow.start('github');
    expect(await flow.completeFromLink(linkFor(randomBytes(32).toString('base64url')))).toBeNull();
    expect(fetchExchange).not.toHaveBeenCalled();
    // The real sign-in still completes afterwards.
    expect((await flow.completeFromLink(linkFor(lastState())))?.ok).toBe(true);
  });

  it('ignores malformed links and links that arrive with no sign-in under way', async () => {
    const flow = signIn();
    expect(await flow.completeFromLink('zencode://oauth/callback?code=1&state=2')).toBeNull();
    expect(await flow.completeFromLink(linkFor(randomBytes(32).toString('base64url')))).toBeNull();
    expect(logs[0]).toBe('Ignored a zencode:// link: the code or state is malformed.');
    expect(logs).toHaveLength(2);
    expect(fetchExchange).not.toHaveBeenCalled();
  });

  it('ignores the link of a sign-in that waited too long, and of one started over', async () => {
    const flow = signIn();
    await flow.start('github');
    const first = lastState();
    await flow.start('github');
    expect(await flow.completeFromLink(linkFor(first))).toBeNull();
    clock += desktopSignInWaitMs + 1;
    expect(await flow.completeFromLink(linkFor(lastState()))).toBeNull();
    expect(logs.at(-1)).toBe(
      'Ignored a zencode:// sign-in link: the sign-in it belongs to has expired.',
    );
    expect(fetchExchange).not.toHaveBeenCalled();
  });

  it("passes on the server's refusal and turns network failures into the sign-in message", async () => {
    const flow = signIn();
    await flow.start('github');
    fetchExchange.mockResolvedValueOnce(
      Response.json({ message: messages.desktopSignInInvalid }, { status: 400 }),
    );
    expect(await flow.completeFromLink(linkFor(lastState()))).toEqual({
      ok: false,
      message: messages.desktopSignInInvalid,
    });
    await flow.start('github');
    fetchExchange.mockRejectedValueOnce(new TypeError('fetch failed'));
    expect(await flow.completeFromLink(linkFor(lastState()))).toEqual({
      ok: false,
      message: messages.oauthFailed,
    });
  });
});
