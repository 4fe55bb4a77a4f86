import { DEFAULT_THEME, THEME_STORAGE_KEY } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import themeInitSource from '../../../public/theme-init.js?raw';

/** Runs public/theme-init.js against a stored value and reports what it set on <html>. */
function runThemeInit(
  stored: string | null,
  storageThrows = false,
  desktop?: { systemLight: boolean },
) {
  const classes = new Set<string>(['dark']);
  const root = {
    classList: {
      toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)),
    },
    style: { colorScheme: '' },
  };
  const storage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return key === THEME_STORAGE_KEY ? stored : null;
    },
  };
  const desktopWindow = desktop && {
    zencode: {},
    matchMedia: (query: string) => ({
      matches: query === '(prefers-color-scheme: light)' && desktop.systemLight,
    }),
  };
  new Function('window', 'document', themeInitSource)(
    { localStorage: storage, ...desktopWindow },
    { documentElement: root },
  );
  return { dark: classes.has('dark'), colorScheme: root.style.colorScheme };
}

describe('theme-init.js', () => {
  it('applies the theme stored under the shared key before the app loads', () => {
    expect(runThemeInit('light')).toEqual({ dark: false, colorScheme: 'light' });
    expect(runThemeInit('dark')).toEqual({ dark: true, colorScheme: 'dark' });
  });

  it('falls back to the default theme for missing, unknown or unreadable values', () => {
    const fallback = { dark: DEFAULT_THEME === 'dark', colorScheme: DEFAULT_THEME };
    expect(runThemeInit(null)).toEqual(fallback);
    expect(runThemeInit('sepia')).toEqual(fallback);
    expect(runThemeInit('light', true)).toEqual(fallback);
  });

  it('in the desktop app, follows the system until the learner picks a theme', () => {
    expect(runThemeInit(null, false, { systemLight: true })).toEqual({
      dark: false,
      colorScheme: 'light',
    });
    expect(runThemeInit(null, false, { systemLight: false })).toEqual({
      dark: true,
      colorScheme: 'dark',
    });
    expect(runThemeInit('dark', false, { systemLight: true })).toEqual({
      dark: true,
      colorScheme: 'dark',
    });
  });
});
