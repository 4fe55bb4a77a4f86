import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrowserWindow, app, dialog, net, protocol } from 'electron';
import { DESKTOP_URL_SCHEME } from '@zencode/shared/contract';
import { appOrigin, appScheme } from './app-protocol.ts';
import { createAppRequestHandler } from './app-request-handler.ts';
import { withSecurityHeaders } from './content-security-policy.ts';
import { deepLinkInArgv } from './deep-link.ts';
import { loadDesktopConfig, type DesktopConfig } from './desktop-config.ts';
import { hardenWebContents } from './harden-web-contents.ts';
import { createMainWindow } from './main-window.ts';
import {
  chooseNativeBinding,
  installedRemedy,
  sourceRemedy,
  sqliteBindingCandidates,
} from './native-binding.ts';
import { unpackedFromAsar } from './local-run/unpacked-from-asar.ts';
import { appUserModelId } from './app-user-model-id.ts';
import { registerAppImageScheme } from './appimage-scheme.ts';
import { installNativeShell } from './native-shell.ts';
import { wireOfflineServices } from './offline-wiring.ts';
import { readServerSetting } from './server-setting.ts';
import { settingsFile } from './settings-file.ts';
import { wireAppUpdates } from './updates-wiring.ts';

const preloadPath = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));

/**
 * Any failure before the window is up ends here: the learner reads why in a dialog and the
 * process ends, instead of a crash or a process left running with no window.
 */
function failStart(error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`ZenCode could not start: ${reason}`);
  // Allowed before `ready`: the one dialog Electron can show that early.
  dialog.showErrorBox('ZenCode could not start', reason);
  app.exit(1);
}

/**
 * The compiled better-sqlite3 this process can load, checked against its ABI before anything
 * loads it (an installer unpacks it from the asar, where a native module cannot be loaded).
 */
function sqliteBinding(): string {
  const packageJson = createRequire(import.meta.url).resolve('better-sqlite3/package.json');
  const choice = chooseNativeBinding({
    candidates: sqliteBindingCandidates(dirname(packageJson), process.platform, process.arch).map(
      unpackedFromAsar,
    ),
    moduleVersion: process.versions.modules,
    remedy: app.isPackaged ? installedRemedy : sourceRemedy,
  });
  if ('problem' in choice) throw new Error(choice.problem);
  return choice.path;
}

let config: DesktopConfig;
let mainWindow: BrowserWindow | undefined;
let openDeepLink: ((link: string) => void) | undefined;
// macOS delivers links with `open-url`, also before `ready` when the link started the app.
const earlyLinks: string[] = [];
const handleLink = (link: string) => (openDeepLink ? openDeepLink(link) : earlyLinks.push(link));

function openWindow(): void {
  mainWindow = createMainWindow({ preloadPath, url: config.devRendererUrl ?? `${appOrigin}/` });
  mainWindow.on('closed', () => (mainWindow = undefined));
}

/** Once Electron is ready: the guards, the offline services, the app:// seam, the window. */
async function start(): Promise<void> {
  hardenWebContents(config.devRendererUrl);
  const offline = await wireOfflineServices(config, sqliteBinding());
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
  const updates = wireAppUpdates(config);
  openDeepLink = installNativeShell(config, () => mainWindow, updates);
  openWindow();
  void updates.check();
  const startLink = deepLinkInArgv(process.argv);
  for (const link of [...earlyLinks.splice(0), ...(startLink ? [startLink] : [])])
    openDeepLink(link);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow();
  });
}

/** What must happen before `ready`, then `start` once Electron is ready. */
function main(): void {
  // The server the learner chose in Settings › Desktop, else ZENCODE_API_URL's.
  config = loadDesktopConfig(readServerSetting(settingsFile(app.getPath('userData'))));

  // Before `ready`: a standard, secure scheme gets its own origin, fetch and streaming.
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

  // Windows shows notifications only for an app with the id its installer registered.
  if (process.platform === 'win32') app.setAppUserModelId(appUserModelId);

  // One instance: a second start (how Windows and Linux deliver a zencode:// link) hands its
  // arguments to the first through `second-instance` and quits.
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }

  // Started from source (`electron .`), the OS must call Electron with the app's path.
  if (process.defaultApp && process.argv[1])
    app.setAsDefaultProtocolClient(DESKTOP_URL_SCHEME, process.execPath, [
      resolve(process.argv[1]),
    ]);
  else app.setAsDefaultProtocolClient(DESKTOP_URL_SCHEME);
  // An AppImage has no installed desktop entry for the call above to name: it writes its own.
  if (config.appImagePath)
    void registerAppImageScheme({
      appImage: config.appImagePath,
      dataHome: config.xdgDataHome ?? join(app.getPath('home'), '.local', 'share'),
    }).then((problem) => problem && console.warn(problem));

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
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.whenReady().then(start).catch(failStart);
}

try {
  main();
} catch (error) {
  failStart(error);
}
