import { randomBytes } from 'node:crypto';
import {
  BrowserWindow,
  Menu,
  Notification,
  app,
  ipcMain,
  nativeImage,
  nativeTheme,
  net,
  shell,
} from 'electron';
import { nativeEvents } from '../preload/native-contract.ts';
import { applicationMenuTemplate } from './application-menu.ts';
import type { AppUpdates } from './app-updates.ts';
import { createDesktopSignIn } from './desktop-sign-in.ts';
import type { DesktopConfig } from './desktop-config.ts';
import { registerNativeIpc } from './ipc/native-ipc.ts';
import { externalBrowserUrl } from './navigation-policy.ts';
import { showOutboxCount } from './outbox-badge.ts';
import { verdictNotification } from './verdict-notification.ts';

/** Brings the window to the front, restoring it when minimised. */
function focus(window: BrowserWindow): void {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

/**
 * The desktop citizen's parts: the application menu, social sign-in through the system browser and
 * its `zencode://` links, verdict notifications, the learner's theme and the self-update's status. Answers the function that
 * takes a deep link (from `open-url` or `second-instance`).
 */
export function installNativeShell(
  config: DesktopConfig,
  mainWindow: () => BrowserWindow | undefined,
  updates: AppUpdates,
): (link: string) => void {
  const openExternal = async (url: string) => {
    const safe = externalBrowserUrl(url);
    if (safe) await shell.openExternal(safe);
  };
  const signIn = createDesktopSignIn({
    apiBaseUrl: config.apiBaseUrl,
    openExternal,
    fetch: (url, init) => net.fetch(url, init),
    randomSecret: () => randomBytes(32).toString('base64url'),
    now: Date.now,
    log: (line) => console.warn(line),
  });

  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      applicationMenuTemplate({
        platform: process.platform,
        appName: app.getName(),
        appVersion: app.getVersion(),
        sendCommand: (command) =>
          (BrowserWindow.getFocusedWindow() ?? mainWindow())?.webContents.send(
            nativeEvents.menuCommand.channel,
            command,
          ),
        openWebsite: () => void openExternal(config.apiBaseUrl),
      }),
    ),
  );

  registerNativeIpc(
    ipcMain,
    {
      startSignIn: (provider) => signIn.start(provider),
      verdictArrived(verdict) {
        const window = mainWindow();
        const notice = verdictNotification(verdict, window?.isFocused() ?? false);
        if (!notice || !Notification.isSupported()) return;
        const notification = new Notification(notice);
        notification.on('click', () => {
          const current = mainWindow();
          if (current) focus(current);
        });
        notification.show();
      },
      chooseTheme(theme) {
        nativeTheme.themeSource = theme;
      },
      updateStatus: () => updates.status(),
      restartToUpdate: () => updates.restartNow(),
    },
    config.devRendererUrl,
  );

  return (link) => {
    void signIn.completeFromLink(link).then((outcome) => {
      const window = mainWindow();
      if (!outcome || !window) return;
      focus(window);
      window.webContents.send(nativeEvents.signInResult.channel, outcome);
    });
  };
}

/**
 * Shows on the dock or taskbar how many submissions wait in the outbox (zero clears it). Called by
 * the outbox whenever its count changes.
 */
export function showOutboxBadge(count: number): void {
  const window = BrowserWindow.getAllWindows()[0];
  showOutboxCount(
    {
      platform: process.platform,
      setBadgeCount: (value) => void app.setBadgeCount(value),
      setOverlay: (overlay) =>
        window?.setOverlayIcon(
          overlay
            ? nativeImage.createFromBitmap(overlay.bitmap, {
                width: overlay.size,
                height: overlay.size,
              })
            : null,
          overlay?.description ?? '',
        ),
    },
    count,
  );
}
