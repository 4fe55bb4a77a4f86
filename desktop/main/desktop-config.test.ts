import { describe, expect, it } from 'vitest';
import { parseDesktopConfig } from './desktop-config.ts';

describe('parseDesktopConfig', () => {
  it('defaults to the local API on port 8080', () => {
    expect(parseDesktopConfig({})).toEqual({
      apiBaseUrl: 'http://127.0.0.1:8080',
      devRendererUrl: undefined,
      updateFeedUrl: undefined,
      appImagePath: undefined,
      xdgDataHome: undefined,
    });
  });

  it('takes an update feed from ZENCODE_UPDATE_URL, and names it when it is no http URL', () => {
    expect(
      parseDesktopConfig({ ZENCODE_UPDATE_URL: 'https://zencode.example.org/desktop/' })
        .updateFeedUrl,
    ).toBe('https://zencode.example.org/desktop/');
    expect(() => parseDesktopConfig({ ZENCODE_UPDATE_URL: 'file:///tmp/feed' })).toThrow(
      /ZENCODE_UPDATE_URL/,
    );
  });

  it('ignores an empty or relative XDG_DATA_HOME, as the XDG specification asks', () => {
    // Else the AppImage's desktop entry would be written under the folder the app started in.
    expect(parseDesktopConfig({ XDG_DATA_HOME: '' }).xdgDataHome).toBeUndefined();
    expect(parseDesktopConfig({ XDG_DATA_HOME: 'share' }).xdgDataHome).toBeUndefined();
    expect(parseDesktopConfig({ XDG_DATA_HOME: '/home/ada/.data' }).xdgDataHome).toBe(
      '/home/ada/.data',
    );
  });

  it('takes the API URL from ZENCODE_API_URL without a trailing slash', () => {
    expect(parseDesktopConfig({ ZENCODE_API_URL: 'https://zencode.example.org/' }).apiBaseUrl).toBe(
      'https://zencode.example.org',
    );
  });

  it('names the variable when the value is not an http URL', () => {
    expect(() => parseDesktopConfig({ ZENCODE_API_URL: 'ftp://example.org' })).toThrow(
      /ZENCODE_API_URL/,
    );
    expect(() => parseDesktopConfig({ ZENCODE_API_URL: 'localhost' })).toThrow(/ZENCODE_API_URL/);
  });

  it('uses the server the learner chose in the app over ZENCODE_API_URL', () => {
    expect(
      parseDesktopConfig(
        { ZENCODE_API_URL: 'http://127.0.0.1:8080' },
        'https://zencode.example.org',
      ).apiBaseUrl,
    ).toBe('https://zencode.example.org');
  });

  it('is frozen', () => {
    expect(Object.isFrozen(parseDesktopConfig({}))).toBe(true);
  });
});
