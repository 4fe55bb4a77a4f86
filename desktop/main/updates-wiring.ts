import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BrowserWindow, Notification, app } from 'electron';
import electronUpdater from 'electron-updater';
import { desktopUpdateText } from '@zencode/shared/contract';
import { nativeEvents } from '../preload/native-contract.ts';
import { createAppUpdates, type AppUpdates, type UpdateFeed } from './app-updates.ts';
import type { DesktopConfig } from './desktop-config.ts';

/**
 * Where this copy's updates come from: ZENCODE_UPDATE_URL, else the feed the installer was built
 * with (electron-builder writes its app-update.yml only when a publish URL was given), else none.
 */
function updateFeed(config: DesktopConfig): UpdateFeed {
  if (config.updateFeedUrl) return config.updateFeedUrl;
  const installerFeed = app.isPackaged && join(process.resourcesPath, 'app-update.yml');
  return installerFeed && existsSync(installerFeed) ? 'installer' : null;
}

/**
 * Electron's side of the self-update: electron-updater for this platform, each status sent to
 * every window (Settings › Desktop), and a notification when a new version is ready to install.
 */
export function wireAppUpdates(config: DesktopConfig): AppUpdates {
  return createAppUpdates({
    loadUpdater: () => electronUpdater.autoUpdater,
    feed: updateFeed(config),
    configDir: app.getPath('userData'),
    onStatus(status) {
      for (const window of BrowserWindow.getAllWindows())
        window.webContents.send(nativeEvents.updateChanged.channel, status);
      if (status.state === 'ready' && Notification.isSupported())
        new Notification({ title: 'ZenCode', body: desktopUpdateText(status) }).show();
    },
  });
}
