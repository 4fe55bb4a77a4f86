import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrowserWindow, app, net, protocol } from 'electron';
import { DESKTOP_URL_SCHEME } from '@zencode/shared/contract';
import { appOrigin, appScheme } from './app-protocol.ts';
import { createAppRequestHandler } from './app-request-handler.ts';
import { withSecurityHeaders } from './content-security-policy.ts';
import { deepLinkInArgv } from './deep-link.ts';
import { loadDesktopConfig } from './desktop-config.ts';
import { hardenWebContents } from './harden-web-contents.ts';
import { createMainWindow } from './main-window.ts';
import { installNativeShell } from './native-shell.ts';
import { wireOfflineServices } from './offline-wiring.ts';
import { readServerSetting } from './server-setting.ts';
import { settingsFile } from './settings-file.ts';

// The server the learner chose in Settings › Desktop, else ZENCODE_API_URL's.
const config = loadDesktopConfig(readServerSetting(settingsFile(app.getPath('userData'))));
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

// One instance: a second start (how Windows and Linux deliver a zencode:// link) hands its
// arguments to the first through `second-instance` and quits.
const isFirstInstance = app.requestSingleInstanceLock();
if (!isFirstInstance) app.quit();

// Started from source (`electron .`), the OS must call Electron with the app's path.
if (process.defaultApp && process.argv[1])
  app.setAsDefaultProtocolClient(DESKTOP_URL_SCHEME, process.execPath, [resolve(process.argv[1])]);
else app.setAsDefaultProtocolClient(DESKTOP_URL_SCHEME);

let mainWindow: BrowserWindow | undefined;
let openDeepLink: ((link: string) => void) | undefined;
// macOS delivers links with `open-url`, also before `ready` when the link started the app.
const earlyLinks: string[] = [];
const handleLink = (link: string) => (openDeepLink ? openDeepLink(link) : earlyLinks.push(link));

app.on('open-url', (event, url) => {
  event.preventDefault();
  handleLink(url);
});
app.on('second-instance', (_event, argv) => {
  const link = deepLinkInArgv(argv);
  if (link) handleLink(link);
  if (mainWindow) {
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  }
});

function openWindow(): void {
  mainWindow = createMainWindow({ preloadPath, url: config.devRendererUrl ?? `${appOrigin}/` });
  mainWindow.on('closed', () => (mainWindow = undefined));
}

if (isFirstInstance)
  void app.whenReady().then(async () => {
    hardenWebContents(config.devRendererUrl);
    const offline = await wireOfflineServices(config);
    protocol.handle(
      appScheme,
      withSecurityHeaders(
        createAppRequestHandler({
          rendererDir: fileURLToPath(new URL('../renderer', import.meta.url)),
          apiBaseUrl: config.apiBaseUrl,
          fetchUpstream: (url, init) => net.fetch(url, init),
          answerApi: offline.answerApi,
        }),
      ),
    );
    openDeepLink = installNativeShell(config, () => mainWindow);
    openWindow();
    const startLink = deepLinkInArgv(process.argv);
    for (const link of [...earlyLinks.splice(0), ...(startLink ? [startLink] : [])])
      openDeepLink(link);
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) openWindow();
    });
  });

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
