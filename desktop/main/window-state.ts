import { z } from 'zod';

const rectSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Rect = z.infer<typeof rectSchema>;

export const windowStateSchema = z.object({ bounds: rectSchema, maximized: z.boolean() });
export type WindowState = z.infer<typeof windowStateSchema>;

/** Saved window states per display setup, and which setup was saved last. */
export const windowStateStoreSchema = z.object({
  setups: z.record(z.string(), windowStateSchema),
  lastSetup: z.string().optional(),
});
export type WindowStateStore = z.infer<typeof windowStateStoreSchema>;

/** What the app needs to know about a monitor (a subset of Electron's `Display`). */
export interface DisplayArea {
  bounds: Rect;
  workArea: Rect;
}

/** The first window's size on a new machine. */
export const defaultWindowSize = { width: 1280, height: 820 };
/** The smallest window the app allows (a phone-sized layout still fits). */
export const minimumWindowSize = { width: 380, height: 560 };

// Enough of the title bar must be on a screen for the learner to grab the window and move it.
const grabWidth = 120;
const grabHeight = 40;

/** Names a display setup by its monitors' arrangement, so each setup keeps its own window state. */
export function displaySetupKey(displays: readonly DisplayArea[]): string {
  return displays
    .map(({ bounds: b }) => `${b.x},${b.y},${b.width}x${b.height}`)
    .sort()
    .join(';');
}

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/** Whether the window's title bar can be grabbed on one of the displays' work areas. */
export function isReachable(bounds: Rect, displays: readonly DisplayArea[]): boolean {
  const titleBar = { x: bounds.x, y: bounds.y, width: bounds.width, height: grabHeight };
  return displays.some((display) => {
    const shared = overlap(titleBar, display.workArea);
    return shared.width >= Math.min(grabWidth, bounds.width) && shared.height >= grabHeight / 2;
  });
}

function centeredOn(area: Rect, size: { width: number; height: number }): Rect {
  const width = Math.max(
    Math.min(size.width, area.width),
    Math.min(minimumWindowSize.width, area.width),
  );
  const height = Math.max(
    Math.min(size.height, area.height),
    Math.min(minimumWindowSize.height, area.height),
  );
  return {
    x: area.x + Math.round((area.width - width) / 2),
    y: area.y + Math.round((area.height - height) / 2),
    width,
    height,
  };
}

/**
 * Where the window opens. The state saved for this display setup is used when its title bar is
 * on a screen; otherwise (a monitor was unplugged, resolutions changed, a setup never seen) the
 * window opens centred on the primary display, with the last size that fits, and keeps whether
 * it was maximised. `displays[0]` is the primary display.
 */
export function restoreWindowState(
  store: WindowStateStore,
  displays: readonly DisplayArea[],
): WindowState {
  const primary = displays[0]?.workArea ?? { x: 0, y: 0, ...defaultWindowSize };
  const saved = store.setups[displaySetupKey(displays)];
  if (saved && isReachable(saved.bounds, displays)) return saved;
  const fallback = saved ?? (store.lastSetup ? store.setups[store.lastSetup] : undefined);
  return {
    bounds: centeredOn(primary, fallback?.bounds ?? defaultWindowSize),
    maximized: fallback?.maximized ?? false,
  };
}

/** The store after the window closed with `state` on this display setup. */
export function rememberWindowState(
  store: WindowStateStore,
  displays: readonly DisplayArea[],
  state: WindowState,
): WindowStateStore {
  const key = displaySetupKey(displays);
  return { setups: { ...store.setups, [key]: state }, lastSetup: key };
}
