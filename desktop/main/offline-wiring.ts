import { fileURLToPath } from 'node:url';
import { BrowserWindow, Notification, app, ipcMain, net, safeStorage } from 'electron';
import { messages } from '@zencode/shared/contract';
import { offlineEvents as events } from '../preload/offline-contract.ts';
import type { DesktopConfig } from './desktop-config.ts';
import { registerOfflineIpc } from './ipc/offline-ipc.ts';
import { unpackedFromAsar } from './local-run/unpacked-from-asar.ts';
import { showOutboxBadge } from './native-shell.ts';
import { createDesktopServices, type DesktopServices } from './offline/desktop-services.ts';
import { loadKeytar } from './secrets/index.ts';
import { verdictNotification } from './verdict-notification.ts';

/**
 * Electron's side of the offline features, and nothing else: user-data path, net.fetch,
 * safeStorage, IPC handlers and events to every window, the dock/taskbar count of waiting
 * submissions, a system notification when one was sent while the window is not focused.
 */
export async function wireOfflineServices(
  config: DesktopConfig,
  nativeBinding: string,
): Promise<DesktopServices> {
  const services = await createDesktopServices({
    userDataDir: app.getPath('userData'),
    nativeBinding,
    server: config.apiBaseUrl,
    fetchUpstream: (url, init) => net.fetch(url, init),
    keytar: await loadKeytar(),
    encryption: safeStorage,
    emit(event, payload) {
      for (const window of BrowserWindow.getAllWindows()) window.webContents.send(event, payload);
      if (event === events.outboxChanged.channel)
        showOutboxBadge(payload.filter((entry) => entry.state === 'waiting').length);
      if (event === events.outboxSent.channel && !BrowserWindow.getFocusedWindow())
        new Notification({ title: 'ZenCode', body: messages.outboxSent }).show();
      // Refused or paused work is said even with the window in front: nothing vanishes unseen.
      if (event === events.outboxRefused.channel)
        new Notification({ title: 'ZenCode', body: messages.outboxRefused }).show();
      if (event === events.outboxPaused.channel)
        new Notification({ title: 'ZenCode', body: messages.outboxPaused }).show();
    },
    onVerdict(verdict) {
      const notice = verdictNotification(verdict, BrowserWindow.getFocusedWindow() !== null);
      if (notice && Notification.isSupported()) new Notification(notice).show();
    },
    log: (message) => console.warn(message),
    // The build puts it beside the main bundle (electron.vite.config.ts).
    supervisorSource: unpackedFromAsar(fileURLToPath(new URL('./supervisor.c', import.meta.url))),
    // Another server: its cache, keychain entry and sign-in start with a fresh app.
    onServerChanged() {
      app.relaunch();
      app.exit(0);
    },
  });
  registerOfflineIpc(ipcMain, services.invoke, config.devRendererUrl);
  app.on('will-quit', () => void services.close());
  return services;
}
