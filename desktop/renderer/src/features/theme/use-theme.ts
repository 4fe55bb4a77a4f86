import { useContext, useSyncExternalStore } from 'react';
import { ThemeContext } from './theme-context.ts';

/** The current theme, whether it can be toggled right now, and the toggle itself. */
export function useTheme() {
  const controller = useContext(ThemeContext);
  if (!controller) throw new Error('useTheme must be used inside <ThemeProvider>');
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  return {
    theme: state.theme,
    canToggle: state.ready && !state.transitioning,
    toggleTheme: controller.toggle,
  };
}
