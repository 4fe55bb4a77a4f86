import { describe, expect, it } from 'vitest';
import { deepLinkInArgv, parseDeepLink } from './deep-link.ts';

const code = 'c'.repeat(43);
const state = 'S_-0'.repeat(10) + 'abc';

describe('parseDeepLink', () => {
  it('reads the code and state of a sign-in link', () => {
    expect(parseDeepLink(`zencode://oauth/callback?code=${code}&state=${state}`)).toEqual({
      ok: true,
      link: { kind: 'oauth-callback', code, state },
    });
    expect(parseDeepLink(`ZENCODE://oauth/callback?state=${state}&code=${code}`).ok).toBe(true);
  });

  it('refuses unknown links with a reason', () => {
    expect(parseDeepLink(`zencode://settings/open?code=${code}&state=${state}`)).toEqual({
      ok: false,
      reason: 'unknown link settings/open',
    });
    expect(parseDeepLink(`https://oauth/callback?code=${code}&state=${state}`)).toEqual({
      ok: false,
      reason: 'the scheme is not zencode:',
    });
    expect(parseDeepLink('zencode:').ok).toBe(false);
    expect(parseDeepLink('not a link')).toEqual({ ok: false, reason: 'the link is not a URL' });
  });

  it('refuses malformed sign-in links without repeating their secrets', () => {
    const malformed = [
      `zencode://oauth/callback?code=${code}`,
      `zencode://oauth/callback?code=${code}&state=${state}&token=x`,
      `zencode://oauth/callback?code=${code}&code=${code}&state=${state}`,
      `zencode://oauth/callback?code=short&state=${state}`,
      `zencode://oauth/callback?code=${code}!&state=${state}`,
      `zencode://oauth/callback?code=${code}&state=${state}#x`,
      `zencode://user:pw@oauth/callback?code=${code}&state=${state}`,
      `zencode://oauth:99/callback?code=${code}&state=${state}`,
      `zencode://oauth/callback/?code=${code}&state=${state}`,
      `zencode://oauth/callback?code=${code}&state=${state}&pad=${'x'.repeat(1024)}`,
    ];
    for (const link of malformed) {
      const parsed = parseDeepLink(link);
      expect(parsed.ok, link).toBe(false);
      if (!parsed.ok) expect(parsed.reason).not.toContain(code);
    }
  });
});

describe('deepLinkInArgv', () => {
  it('finds the link a second instance was started with', () => {
    const link = `zencode://oauth/callback?code=${code}&state=${state}`;
    expect(deepLinkInArgv(['/opt/ZenCode/zencode', '--no-sandbox', link])).toBe(link);
    expect(deepLinkInArgv(['C:\\ZenCode\\ZenCode.exe', '--flag'])).toBeUndefined();
  });
});
