import { describe, expect, it } from 'vitest';
import { decideNavigation, externalBrowserUrl, isAppPageUrl } from './navigation-policy.ts';

describe('isAppPageUrl', () => {
  it('knows the app origin and, in development, the dev server', () => {
    expect(isAppPageUrl('app://zencode/problems/two-sum')).toBe(true);
    expect(isAppPageUrl('app://zencode.evil/')).toBe(false);
    expect(isAppPageUrl('app://other/')).toBe(false);
    expect(isAppPageUrl('http://localhost:5173/problems')).toBe(false);
    expect(isAppPageUrl('http://localhost:5173/problems', 'http://localhost:5173')).toBe(true);
    expect(isAppPageUrl('http://localhost:5173.evil.com/', 'http://localhost:5173')).toBe(false);
    expect(isAppPageUrl('not a url')).toBe(false);
  });
});

describe('externalBrowserUrl', () => {
  it('passes http(s) links and nothing else', () => {
    expect(externalBrowserUrl('https://github.com/zencode')).toBe('https://github.com/zencode');
    expect(externalBrowserUrl('http://example.org')).toBe('http://example.org/');
    for (const url of [
      'file:///etc/passwd',
      'smb://server/share',
      'javascript:alert(1)',
      'zencode://oauth/callback',
      'ms-settings:',
      'https://user:pw@example.org/',
      'nonsense',
    ])
      expect(externalBrowserUrl(url), url).toBeNull();
  });
});

describe('decideNavigation', () => {
  it('keeps navigation inside the app and sends other sites to the browser', () => {
    expect(decideNavigation('app://zencode/leaderboard', 'navigate')).toEqual({ action: 'allow' });
    expect(decideNavigation('https://leetcode.com/', 'navigate')).toEqual({
      action: 'open-externally',
      url: 'https://leetcode.com/',
    });
    expect(decideNavigation('file:///C:/Windows/System32/calc.exe', 'navigate')).toEqual({
      action: 'block',
    });
  });

  it('never opens a second app window', () => {
    expect(decideNavigation('app://zencode/problems', 'new-window')).toEqual({ action: 'block' });
    expect(decideNavigation('https://example.org/', 'new-window')).toEqual({
      action: 'open-externally',
      url: 'https://example.org/',
    });
  });
});
