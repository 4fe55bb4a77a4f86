import { join } from 'node:path';
import { BrowserWindow, app, screen, type Display } from 'electron';
import { minimumWindowSize, rememberWindowState, restoreWindowState } from './window-state.ts';
import { secureWebPreferences } from './web-preferences.ts';
import { readWindowStateFile, writeWindowStateFile } from './window-state-file.ts';

/** The displays with the primary one first, as `restoreWindowState` expects. */
function displaysPrimaryFirst(): Display[] {
  const primary = screen.getPrimaryDisplay();
  return [primary, ...screen.getAllDisplays().filter((display) => display.id !== primary.id)];
}

/**
 * The app's window, placed where it was on this display setup (never off-screen), with the
 * sandboxed, isolated page settings of Electron's security checklist.
 */
export function createMainWindow(options: { preloadPath: string; url: string }): BrowserWindow {
  const stateFile = join(app.getPath('userData'), 'window-state.json');
  const saved = restoreWindowState(readWindowStateFile(stateFile), displaysPrimaryFirst());
  const window = new BrowserWindow({
    ...saved.bounds,
    minWidth: minimumWindowSize.width,
    minHeight: minimumWindowSize.height,
    show: false,
    backgroundColor: '#16181c',
    title: 'ZenCode',
    webPreferences: secureWebPreferences(options.preloadPath, app.getVersion()),
  });
  if (saved.maximized) window.maximize();
  window.once('ready-to-show', () => window.show());
  window.on('close', () => {
    const store = readWindowStateFile(stateFile);
    const state = { bounds: window.getNormalBounds(), maximized: window.isMaximized() };
    writeWindowStateFile(stateFile, rememberWindowState(store, displaysPrimaryFirst(), state));
  });
  void window.loadURL(options.url);
  return window;
}
