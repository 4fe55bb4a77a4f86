import { describe, expect, it } from 'vitest';
import { appVersionArgument, createDesktopApi } from './desktop-api.ts';
import type { IpcBridge } from './ipc-bridge.ts';

const calls: unknown[][] = [];
const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
const ipc: IpcBridge = {
  invoke: (channel, ...args) => {
    calls.push([channel, ...args]);
    // As main answers: the token for session:read, nothing for session:write.
    return Promise.resolve(channel === 'session:read' ? 'token-1' : undefined);
  },
  on(event, listener) {
    const set = listeners.get(event) ?? new Set();
    set.add(listener);
    listeners.set(event, set);
    return () => set.delete(listener);
  },
};

describe('createDesktopApi', () => {
  it('reads the app version handed over on the command line and the platform', () => {
    const api = createDesktopApi(
      {
        argv: ['/opt/ZenCode/zencode', '--type=renderer', `${appVersionArgument}1.4.0`],
        platform: 'linux',
        versions: { electron: '41.7.1', chrome: '146.0.0.0' },
      },
      ipc,
    );
    expect(api.platform).toEqual({ os: 'linux', electron: '41.7.1', chrome: '146.0.0.0' });
    expect(api.appVersion).toBe('1.4.0');
  });

  it('says unknown when nothing was handed over', () => {
    const api = createDesktopApi({ argv: [], platform: 'darwin', versions: {} }, ipc);
    expect(api.appVersion).toBe('unknown');
    expect(api.platform.electron).toBe('unknown');
  });

  it('cannot be altered by the page', () => {
    const api = createDesktopApi({ argv: [], platform: 'win32', versions: {} }, ipc);
    expect(Object.isFrozen(api)).toBe(true);
    expect(Object.isFrozen(api.platform)).toBe(true);
    expect(Object.isFrozen(api.menu)).toBe(true);
    expect(Object.isFrozen(api.signIn)).toBe(true);
  });

  it('reaches the main process for the session and hears events until unsubscribed', async () => {
    const api = createDesktopApi({ argv: [], platform: 'linux', versions: {} }, ipc);
    expect(await api.offline.session.read()).toBe('token-1');
    await api.offline.session.write(null);
    expect(calls).toContainEqual(['session:write', null]);
    const heard: boolean[] = [];
    const unsubscribe = api.offline.connection.onChange((online) => heard.push(online));
    listeners.get('connection:changed')?.forEach((listener) => listener(false));
    unsubscribe();
    listeners.get('connection:changed')?.forEach((listener) => listener(true));
    expect(heard).toEqual([false]);
    expect(Object.isFrozen(api.offline.session)).toBe(true);
  });
});
