import { THEME_STORAGE_KEY } from '@zencode/shared/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { desktopApi, isDesktop } from '@/lib/platform.ts';
import { readThemeChoice, systemTheme, useFollowSystemTheme } from './follow-system-theme.ts';
import { ThemeContext } from './theme-context.ts';
import { type Theme, createThemeController, parseTheme } from './theme-controller.ts';

/** The learner's pick; without one, the system's theme on the desktop and the default on the web. */
function initialTheme(): Theme {
  return readThemeChoice() ?? (isDesktop() ? systemTheme() : parseTheme(null));
}

const domEffects = {
  apply(theme: Theme) {
    const root = document.documentElement;
    root.classList.toggle('dark', theme === 'dark');
    root.style.colorScheme = theme;
  },
  persist(theme: Theme) {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Without storage the choice lasts for this visit only.
    }
    desktopApi()
      ?.chooseTheme(theme)
      .catch(() => undefined);
  },
  setTransitioning(active: boolean) {
    document.documentElement.classList.toggle('theme-transition', active);
  },
};

/** Owns the one theme controller of the app; the stored theme was already applied by theme-init.js. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [controller] = useState(() => createThemeController(initialTheme(), domEffects));
  useEffect(() => () => controller.dispose(), [controller]);
  useFollowSystemTheme(controller);
  return <ThemeContext value={controller}>{children}</ThemeContext>;
}
