import { describe, expect, it } from 'vitest';
import { appVersionArgument, createDesktopApi } from './desktop-api.ts';
import type { IpcBridge } from './ipc-bridge.ts';

const ipc: IpcBridge = { invoke: async () => undefined, on: () => () => {} };

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
});
