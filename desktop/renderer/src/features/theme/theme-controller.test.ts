import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Theme, createThemeController, parseTheme } from './theme-controller.ts';

function recordingEffects() {
  const log: string[] = [];
  return {
    log,
    effects: {
      apply: (theme: Theme) => log.push(`apply:${theme}`),
      persist: (theme: Theme) => log.push(`persist:${theme}`),
      setTransitioning: (active: boolean) => log.push(`transition:${active}`),
    },
  };
}

describe('createThemeController', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies the initial theme and ignores toggles for the first 100 ms', () => {
    const { log, effects } = recordingEffects();
    const controller = createThemeController('dark', effects);
    expect(log).toEqual(['apply:dark']);
    expect(controller.toggle()).toBe(false);
    vi.advanceTimersByTime(99);
    expect(controller.getState().ready).toBe(false);
    expect(controller.toggle()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(controller.getState().ready).toBe(true);
    expect(log).toEqual(['apply:dark']);
  });

  it('switches after 50 ms and ends the transition 300 ms later', () => {
    const { log, effects } = recordingEffects();
    const controller = createThemeController('dark', effects);
    vi.advanceTimersByTime(100);
    expect(controller.toggle()).toBe(true);
    expect(controller.getState()).toEqual({ theme: 'dark', transitioning: true, ready: true });
    vi.advanceTimersByTime(49);
    expect(controller.getState().theme).toBe('dark');
    vi.advanceTimersByTime(1);
    expect(controller.getState()).toEqual({ theme: 'light', transitioning: true, ready: true });
    vi.advanceTimersByTime(299);
    expect(controller.getState().transitioning).toBe(true);
    vi.advanceTimersByTime(1);
    expect(controller.getState()).toEqual({ theme: 'light', transitioning: false, ready: true });
    expect(log).toEqual([
      'apply:dark',
      'transition:true',
      'apply:light',
      'persist:light',
      'transition:false',
    ]);
  });

  it('ignores toggles during a transition and accepts them afterwards', () => {
    const { effects } = recordingEffects();
    const controller = createThemeController('light', effects);
    vi.advanceTimersByTime(100);
    controller.toggle();
    vi.advanceTimersByTime(200);
    expect(controller.toggle()).toBe(false);
    vi.advanceTimersByTime(150);
    expect(controller.toggle()).toBe(true);
    vi.advanceTimersByTime(350);
    expect(controller.getState().theme).toBe('light');
  });

  it('does nothing when asked for the current theme', () => {
    const { log, effects } = recordingEffects();
    const controller = createThemeController('dark', effects);
    vi.advanceTimersByTime(100);
    expect(controller.setTheme('dark')).toBe(false);
    expect(log).toEqual(['apply:dark']);
  });

  it('notifies subscribers and stops after dispose', () => {
    const { effects } = recordingEffects();
    const controller = createThemeController('dark', effects);
    const listener = vi.fn();
    controller.subscribe(listener);
    vi.advanceTimersByTime(100);
    expect(listener).toHaveBeenCalledTimes(1);
    controller.toggle();
    controller.dispose();
    vi.advanceTimersByTime(1000);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(controller.getState().theme).toBe('dark');
  });
  it('follows a theme without remembering it as a pick', () => {
    const { log, effects } = recordingEffects();
    const controller = createThemeController('dark', effects);
    vi.advanceTimersByTime(100);
    expect(controller.follow('light')).toBe(true);
    vi.advanceTimersByTime(350);
    expect(controller.getState().theme).toBe('light');
    expect(log).toEqual(['apply:dark', 'transition:true', 'apply:light', 'transition:false']);
  });
});

describe('parseTheme', () => {
  it('accepts light and dark and defaults to dark', () => {
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme(null)).toBe('dark');
    expect(parseTheme('sepia')).toBe('dark');
  });
});
