import type { IpcBridge } from './ipc-bridge.ts';
import { createNativeApi } from './native-api.ts';
import { createOfflineApi } from './offline-api.ts';

/** Command-line switch the main process uses to hand the app version to the sandboxed preload. */
export const appVersionArgument = '--zencode-app-version=';

/** What the preload can read about its process; injected so the API is testable under Node. */
export interface PreloadProcess {
  argv: readonly string[];
  platform: string;
  versions: Readonly<Record<string, string | undefined>>;
}

/** Builds the API the preload exposes to the renderer as `window.zencode`. */
export function createDesktopApi(source: PreloadProcess, ipc: IpcBridge) {
  const versionArgument = source.argv.find((argument) => argument.startsWith(appVersionArgument));
  return Object.freeze({
    platform: Object.freeze({
      os: source.platform,
      electron: source.versions.electron ?? 'unknown',
      chrome: source.versions.chrome ?? 'unknown',
    }),
    appVersion: versionArgument ? versionArgument.slice(appVersionArgument.length) : 'unknown',
    ...createNativeApi(ipc),
    offline: createOfflineApi(ipc),
  });
}

/** The renderer's view of the desktop bridge, derived from the code that builds it. */
export type DesktopApi = ReturnType<typeof createDesktopApi>;

/** The global name under which the bridge appears in the renderer. */
export const desktopApiKey = 'zencode';
