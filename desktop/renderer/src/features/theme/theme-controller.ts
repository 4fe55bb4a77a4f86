import {
  DEFAULT_THEME,
  THEMES,
  THEME_INIT_DELAY_MS,
  THEME_SWITCH_DELAY_MS,
  THEME_TRANSITION_END_MS,
} from '@zencode/shared/contract';

export type Theme = (typeof THEMES)[number];

export interface ThemeState {
  theme: Theme;
  /** True from a toggle until the transition ends; the toggle is disabled meanwhile. */
  transitioning: boolean;
  /** False for the first 100 ms after load, when toggles are ignored. */
  ready: boolean;
}

/** The side effects of a theme change, injected so the timing is testable without a DOM. */
export interface ThemeEffects {
  apply(theme: Theme): void;
  persist(theme: Theme): void;
  setTransitioning(active: boolean): void;
}

export interface ThemeController {
  getState(): ThemeState;
  subscribe(listener: () => void): () => void;
  /** Starts a change to `theme`; returns false when it is ignored (too early, or mid-transition). */
  setTheme(theme: Theme): boolean;
  /**
   * The same change without remembering it as the learner's pick: the desktop app follows the
   * system's light or dark until the learner picks one.
   */
  follow(theme: Theme): boolean;
  toggle(): boolean;
  dispose(): void;
}

/** Reads a stored value as a theme, falling back to the default (dark). */
export function parseTheme(value: unknown): Theme {
  return THEMES.find((theme) => theme === value) ?? DEFAULT_THEME;
}

/**
 * The product's theme timeline: a toggle starts a transition, the theme switches after 50 ms and the
 * transition ends 300 ms later; toggles are ignored for 100 ms after load and during a transition.
 */
export function createThemeController(initial: Theme, effects: ThemeEffects): ThemeController {
  let state: ThemeState = { theme: initial, transitioning: false, ready: false };
  const listeners = new Set<() => void>();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const update = (patch: Partial<ThemeState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  effects.apply(initial);
  later(THEME_INIT_DELAY_MS, () => update({ ready: true }));

  const change = (theme: Theme, remember: boolean): boolean => {
    if (!state.ready || state.transitioning || theme === state.theme) return false;
    effects.setTransitioning(true);
    update({ transitioning: true });
    later(THEME_SWITCH_DELAY_MS, () => {
      effects.apply(theme);
      if (remember) effects.persist(theme);
      update({ theme });
      later(THEME_TRANSITION_END_MS, () => {
        effects.setTransitioning(false);
        update({ transitioning: false });
      });
    });
    return true;
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setTheme: (theme) => change(theme, true),
    follow: (theme) => change(theme, false),
    toggle: () => change(state.theme === 'dark' ? 'light' : 'dark', true),
    dispose() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      listeners.clear();
    },
  };
}
