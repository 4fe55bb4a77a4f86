import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  defaultWindowSize,
  displaySetupKey,
  isReachable,
  rememberWindowState,
  restoreWindowState,
  type DisplayArea,
} from './window-state.ts';
import { makeReadOnly } from './read-only-for-tests.ts';
import { readWindowStateFile, writeWindowStateFile } from './window-state-file.ts';

const laptop: DisplayArea = {
  bounds: { x: 0, y: 0, width: 1440, height: 900 },
  workArea: { x: 0, y: 25, width: 1440, height: 875 },
};
const monitor: DisplayArea = {
  bounds: { x: 1440, y: -300, width: 2560, height: 1440 },
  workArea: { x: 1440, y: -300, width: 2560, height: 1400 },
};
const docked = [laptop, monitor];
const onMonitor = { bounds: { x: 2000, y: 0, width: 1600, height: 1000 }, maximized: false };

describe('window state per display setup', () => {
  it('restores the window where it was on the same setup', () => {
    const store = rememberWindowState({ setups: {} }, docked, onMonitor);
    expect(restoreWindowState(store, docked)).toEqual(onMonitor);
  });

  it('brings the window back on screen when its monitor was unplugged', () => {
    const store = rememberWindowState({ setups: {} }, docked, { ...onMonitor, maximized: true });
    const restored = restoreWindowState(store, [laptop]);
    // Centred on the laptop, shrunk to its work area, still maximised.
    expect(restored).toEqual({
      bounds: { x: 0, y: 25, width: 1440, height: 875 },
      maximized: true,
    });
    expect(isReachable(restored.bounds, [laptop])).toBe(true);
  });

  it('keeps each setup’s own place: back at the desk, the window returns to the monitor', () => {
    let store = rememberWindowState({ setups: {} }, docked, onMonitor);
    const onLaptop = { bounds: { x: 100, y: 100, width: 900, height: 700 }, maximized: false };
    store = rememberWindowState(store, [laptop], onLaptop);
    expect(restoreWindowState(store, [laptop])).toEqual(onLaptop);
    expect(restoreWindowState(store, docked)).toEqual(onMonitor);
  });

  it('moves a window whose saved place became unreachable on the same setup', () => {
    const store = rememberWindowState({ setups: {} }, [laptop], {
      bounds: { x: 1400, y: 880, width: 800, height: 600 },
      maximized: false,
    });
    const restored = restoreWindowState(store, [laptop]);
    expect(restored.bounds).toEqual({ x: 320, y: 163, width: 800, height: 600 });
  });

  it('opens at the default size, centred on the primary display, the first time', () => {
    expect(restoreWindowState({ setups: {} }, docked)).toEqual({
      bounds: { x: 80, y: 53, ...defaultWindowSize },
      maximized: false,
    });
  });

  it('names a setup by its arrangement, whatever the order the system lists it in', () => {
    expect(displaySetupKey(docked)).toBe(displaySetupKey([monitor, laptop]));
    expect(displaySetupKey(docked)).not.toBe(displaySetupKey([laptop]));
  });
});

describe('window state file', () => {
  it('round-trips and treats a damaged file as no saved state', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'zencode-window-'));
    const path = join(dir, 'nested', 'window-state.json');
    expect(readWindowStateFile(path)).toEqual({ setups: {} });
    const store = rememberWindowState({ setups: {} }, docked, onMonitor);
    writeWindowStateFile(path, store);
    expect(readWindowStateFile(path)).toEqual(store);
    await writeFile(path, '{"setups": {"x": {"bounds": "off-screen"}}}');
    expect(readWindowStateFile(path)).toEqual({ setups: {} });
    await writeFile(path, 'not json');
    expect(readWindowStateFile(path)).toEqual({ setups: {} });
    expect(await readFile(path, 'utf8')).toBe('not json');
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the previous file, without an error, when its folder cannot be written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'zencode-window-'));
    const path = join(dir, 'window-state.json');
    const before = rememberWindowState({ setups: {} }, docked, onMonitor);
    expect(writeWindowStateFile(path, before)).toBe(true);
    const restore = makeReadOnly(dir);
    try {
      expect(writeWindowStateFile(path, { setups: {} })).toBe(false);
    } finally {
      restore();
    }
    expect(readWindowStateFile(path)).toEqual(before);
    expect(await readdir(dir)).toEqual(['window-state.json']);
    await rm(dir, { recursive: true, force: true });
  });
});
