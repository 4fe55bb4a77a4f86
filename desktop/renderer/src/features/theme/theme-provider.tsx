import { THEME_STORAGE_KEY } from '@zencode/shared/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { ThemeContext } from './theme-context.ts';
import { type Theme, createThemeController, parseTheme } from './theme-controller.ts';

function readStoredTheme(): Theme {
  try {
    return parseTheme(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return parseTheme(null);
  }
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
  },
  setTransitioning(active: boolean) {
    document.documentElement.classList.toggle('theme-transition', active);
  },
};

/** Owns the one theme controller of the app; the stored theme was already applied by theme-init.js. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [controller] = useState(() => createThemeController(readStoredTheme(), domEffects));
  useEffect(() => () => controller.dispose(), [controller]);
  return <ThemeContext value={controller}>{children}</ThemeContext>;
}
