// Bundled into the page by desktop-harness.ts: the real preload API (createDesktopApi), with IPC
// carried by Playwright bindings instead of Electron's ipcRenderer.
import { createDesktopApi } from '../../preload/desktop-api.ts';

type Listener = (...args: unknown[]) => void;
const page = globalThis as unknown as {
  __desktopInvoke(channel: string, ...args: unknown[]): Promise<unknown>;
  __desktopEmit?: (event: string, ...args: unknown[]) => void;
  zencode?: unknown;
};
const listeners = new Map<string, Set<Listener>>();
page.__desktopEmit = (event, ...args) =>
  listeners.get(event)?.forEach((listener) => listener(...args));
page.zencode = createDesktopApi(
  { argv: ['--zencode-app-version=e2e'], platform: 'linux', versions: { electron: 'e2e' } },
  {
    invoke: (channel, ...args) => page.__desktopInvoke(channel, ...args),
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(event, set);
      return () => {
        set.delete(listener);
      };
    },
  },
);
