import { THEME_STORAGE_KEY } from '@zencode/shared/contract';
import { useEffect } from 'react';
import { desktopApi } from '@/lib/platform.ts';
import type { Theme, ThemeController } from './theme-controller.ts';

const lightQuery = '(prefers-color-scheme: light)';

/** The learner's own pick, or null while they have not picked one. */
export function readThemeChoice(): Theme | null {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : null;
  } catch {
    return null;
  }
}

/** The operating system's light or dark setting. */
export function systemTheme(): Theme {
  return window.matchMedia?.(lightQuery).matches ? 'light' : 'dark';
}

/**
 * Desktop only: until the learner picks a theme, the app follows the system's light/dark as it
 * changes; once they have picked, the native menus and dialogs follow their pick instead.
 */
export function useFollowSystemTheme(controller: ThemeController) {
  useEffect(() => {
    const api = desktopApi();
    if (!api || !window.matchMedia) return;
    const picked = readThemeChoice();
    if (picked) api.chooseTheme(picked).catch(() => undefined);
    const query = window.matchMedia(lightQuery);
    const onChange = () => {
      if (!readThemeChoice()) controller.follow(query.matches ? 'light' : 'dark');
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [controller]);
}
