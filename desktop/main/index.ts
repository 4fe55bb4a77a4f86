import { fileURLToPath } from 'node:url';
import { BrowserWindow, app, net, protocol, shell } from 'electron';
import { appOrigin, appScheme } from './app-protocol.ts';
import { createAppRequestHandler } from './app-request-handler.ts';
import { parseDesktopConfig } from './desktop-config.ts';
import { appVersionArgument } from '../preload/desktop-api.ts';

const config = parseDesktopConfig(process.env);
const preloadPath = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));

// Must happen before `ready`: a standard, secure scheme gets its own origin, fetch and streaming.
protocol.registerSchemesAsPrivileged([
  {
    scheme: appScheme,
    privileges: {
      standard: true,
      secure: true,
      supportFetchAPI: true,
      corsEnabled: true,
      stream: true,
      codeCache: true,
    },
  },
]);

function isAppUrl(url: string): boolean {
  return (
    url.startsWith(`${appOrigin}/`) ||
    (config.devRendererUrl !== undefined && url.startsWith(config.devRendererUrl))
  );
}

function openExternally(url: string): void {
  if (/^https?:\/\//.test(url)) void shell.openExternal(url);
}

function createMainWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 380,
    minHeight: 560,
    show: false,
    backgroundColor: '#16181c',
    title: 'ZenCode',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      additionalArguments: [`${appVersionArgument}${app.getVersion()}`],
    },
  });
  window.once('ready-to-show', () => window.show());
  // Links to other sites open in the system browser, never inside the app window.
  window.webContents.setWindowOpenHandler(({ url }) => {
    openExternally(url);
    return { action: 'deny' };
  });
  window.webContents.on('will-navigate', (event, url) => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    openExternally(url);
  });
  void window.loadURL(config.devRendererUrl ?? `${appOrigin}/`);
  return window;
}

void app.whenReady().then(() => {
  protocol.handle(
    appScheme,
    createAppRequestHandler({
      rendererDir: fileURLToPath(new URL('../renderer', import.meta.url)),
      apiBaseUrl: config.apiBaseUrl,
      fetchUpstream: (url, init) => net.fetch(url, init),
    }),
  );
  createMainWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createMainWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
