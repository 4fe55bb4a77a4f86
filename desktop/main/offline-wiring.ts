import { BrowserWindow, Notification, app, ipcMain, net, safeStorage } from 'electron';
import { messages } from '@zencode/shared/contract';
import { offlineEvents } from '../preload/offline-channels.ts';
import { showOutboxBadge } from './native-shell.ts';
import { createDesktopServices, type DesktopServices } from './offline/desktop-services.ts';
import { loadKeytar } from './secrets/index.ts';

/**
 * Electron's side of the offline features, and nothing else: user-data path, net.fetch,
 * safeStorage, IPC handlers and events to every window, the dock/taskbar count of waiting
 * submissions, a system notification when one was sent while the window is not focused.
 */
export async function wireOfflineServices(server: string): Promise<DesktopServices> {
  const services = await createDesktopServices({
    userDataDir: app.getPath('userData'),
    server,
    fetchUpstream: (url, init) => net.fetch(url, init),
    keytar: await loadKeytar(),
    encryption: safeStorage,
    emit(event, payload) {
      for (const window of BrowserWindow.getAllWindows()) window.webContents.send(event, payload);
      if (event === offlineEvents.outboxChanged) showOutboxBadge((payload as unknown[]).length);
      if (event === offlineEvents.outboxSent && !BrowserWindow.getFocusedWindow())
        new Notification({ title: 'ZenCode', body: messages.outboxSent }).show();
    },
    log: (message) => console.warn(message),
  });
  for (const channel of services.channels) {
    ipcMain.handle(channel, (_event, ...args: unknown[]) => services.invoke(channel, args));
  }
  app.on('will-quit', () => void services.close());
  return services;
}
