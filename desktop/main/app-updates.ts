import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DesktopUpdateStatus } from '@zencode/shared/contract';
import { writeFileAtomically } from './write-file-atomically.ts';

/** The part of electron-updater's `AppUpdater` the app uses. */
export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  /** The app-update.yml it reads (by default the installer's, in the app's resources). */
  updateConfigPath: string | null;
  checkForUpdates(): Promise<unknown>;
  on(
    event: 'update-available' | 'update-not-available',
    listener: (info: { version: string }) => void,
  ): unknown;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
}

/**
 * Where updates come from: a generic feed URL (a folder holding electron-builder's
 * `latest*.yml` and the installers, which the server's admin publishes), `installer` for the feed
 * the installer was built with (its `app-update.yml`), or null when this copy has none.
 */
export type UpdateFeed = string | 'installer' | null;

/**
 * The app's self-update: checks the feed, downloads a newer version in the background and
 * installs it when the app quits (or at once through `restartNow`); every change of status goes
 * to `onStatus` (Settings › Desktop, and a notification once it is ready).
 */
export function createAppUpdates(options: {
  /** electron-updater's updater for this platform, made only when a feed exists. */
  loadUpdater: () => UpdaterLike;
  feed: UpdateFeed;
  /** Where a feed URL's own app-update.yml is written (the user-data dir). */
  configDir: string;
  onStatus: (status: DesktopUpdateStatus) => void;
}) {
  const { feed } = options;
  const updater = feed === null ? null : options.loadUpdater();
  let status: DesktopUpdateStatus = { state: 'off' };
  const set = (next: DesktopUpdateStatus) => {
    status = next;
    options.onStatus(next);
  };
  if (updater) {
    updater.autoDownload = true;
    updater.autoInstallOnAppQuit = true;
    if (feed !== 'installer') {
      // The same file an installer carries, so downloads find their cache dir as they would there.
      mkdirSync(options.configDir, { recursive: true });
      const file = join(options.configDir, 'app-update.yml');
      const yaml = `provider: generic\nurl: ${JSON.stringify(feed)}\nupdaterCacheDirName: zencode-updater\n`;
      writeFileAtomically(file, yaml);
      updater.updateConfigPath = file;
    }
    updater.on('update-not-available', (info) => set({ state: 'current', version: info.version }));
    updater.on('update-available', (info) => set({ state: 'downloading', version: info.version }));
    updater.on('update-downloaded', (info) => set({ state: 'ready', version: info.version }));
    updater.on('error', (error) =>
      set({ state: 'failed', message: error.message.split('\n')[0]! }),
    );
  }
  return {
    status: () => status,
    /** Asks the feed once; the answer arrives through the updater's events. */
    async check(): Promise<DesktopUpdateStatus> {
      if (!updater) return status;
      set({ state: 'checking' });
      // Failures also come as an `error` event, which set the status already.
      await updater.checkForUpdates().catch(() => undefined);
      return status;
    },
    /** Installs a downloaded update now and starts the new version. */
    restartNow(): void {
      if (status.state === 'ready') updater?.quitAndInstall(false, true);
    },
  };
}

export type AppUpdates = ReturnType<typeof createAppUpdates>;
