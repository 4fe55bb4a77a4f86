/**
 * A stand-in for the `electron` module, for loading the built main bundle under Node: every API
 * the app uses, recording what the app asks of it, plus the handles a test needs to play
 * Electron's part (emit `ready`, a navigation, a permission request, an IPC call). Electron's
 * binary cannot run on our machines; this is how its glue runs in CI.
 */
import { EventEmitter } from 'node:events';
import { request as httpRequest, type RequestOptions } from 'node:http';

export interface StandInScenario {
  userData: string;
  appPath: string;
  /** What requestSingleInstanceLock answers (false: another instance runs). */
  firstInstance: boolean;
  /** safeStorage's backend on Linux ('basic_text' without a keyring). */
  storageBackend: string;
  /** app.isPackaged: an installed app (electron-updater checks only then). */
  packaged: boolean;
}

/** One call the app made, in order. */
export interface RecordedCall {
  api: string;
  args: unknown[];
}

const calls: RecordedCall[] = [];
const record = (api: string, ...args: unknown[]) => calls.push({ api, args });
const scenario: StandInScenario = {
  userData: '',
  appPath: '',
  firstInstance: true,
  storageBackend: 'gnome_libsecret',
  packaged: false,
};

let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (markReady = resolve));
const ipcHandlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
const permissionHandlers: {
  request?: (...args: unknown[]) => void;
  check?: (...args: unknown[]) => boolean;
} = {};
let protocolHandler: ((request: Request) => Promise<Response>) | undefined;
let fetchAnswer: (url: string, init?: RequestInit) => Promise<Response> = () =>
  Promise.reject(new TypeError('fetch failed: the stand-in has no network'));

class StandInApp extends EventEmitter {
  get isPackaged() {
    return scenario.packaged;
  }
  whenReady = () => ready;
  isReady = () => false;
  requestSingleInstanceLock = () => {
    record('app.requestSingleInstanceLock');
    return scenario.firstInstance;
  };
  quit = () => record('app.quit');
  exit = (code?: number) => record('app.exit', code);
  relaunch = () => record('app.relaunch');
  setAsDefaultProtocolClient = (...args: unknown[]) => {
    record('app.setAsDefaultProtocolClient', ...args);
    return true;
  };
  setAppUserModelId = (id: string) => record('app.setAppUserModelId', id);
  setBadgeCount = (count: number) => {
    record('app.setBadgeCount', count);
    return true;
  };
  getPath = (name: string) => (name === 'userData' ? scenario.userData : scenario.userData);
  getAppPath = () => scenario.appPath;
  getVersion = () => '0.1.0';
  getName = () => 'ZenCode';
}

export const app = new StandInApp();

class StandInWebContents extends EventEmitter {
  static nextId = 1;
  id = StandInWebContents.nextId++;
  windowOpenHandler: ((details: { url: string }) => { action: string }) | undefined;
  send = (channel: string, ...payload: unknown[]) =>
    record('webContents.send', channel, ...payload);
  setWindowOpenHandler = (handler: (details: { url: string }) => { action: string }) =>
    (this.windowOpenHandler = handler);
  getURL = () => 'app://zencode/';
}

const windows: StandInBrowserWindow[] = [];

class StandInBrowserWindow extends EventEmitter {
  static getAllWindows = () => [...windows];
  static getFocusedWindow = () => null;
  webContents = new StandInWebContents();
  readonly options: Record<string, unknown>;
  constructor(options: Record<string, unknown>) {
    super();
    this.options = options;
    record('new BrowserWindow', options);
    windows.push(this);
    app.emit('web-contents-created', { preventDefault: () => undefined }, this.webContents);
  }
  loadURL = (url: string) => {
    record('window.loadURL', url);
    return Promise.resolve();
  };
  show = () => undefined;
  focus = () => undefined;
  restore = () => undefined;
  maximize = () => undefined;
  isMinimized = () => false;
  isMaximized = () => false;
  isFocused = () => true;
  getNormalBounds = () => ({ x: 0, y: 0, width: 1200, height: 800 });
  setOverlayIcon = () => undefined;
}

export const BrowserWindow = StandInBrowserWindow;

const display = {
  id: 1,
  bounds: { x: 0, y: 0, width: 1920, height: 1080 },
  workArea: { x: 0, y: 0, width: 1920, height: 1040 },
  scaleFactor: 1,
};
export const screen = { getPrimaryDisplay: () => display, getAllDisplays: () => [display] };

export const protocol = {
  registerSchemesAsPrivileged: (schemes: unknown) =>
    record('protocol.registerSchemesAsPrivileged', schemes),
  handle: (scheme: string, handler: (request: Request) => Promise<Response>) => {
    record('protocol.handle', scheme);
    protocolHandler = handler;
  },
};

export const net = {
  fetch: (url: string, init?: RequestInit) => {
    record('net.fetch', url, init?.method ?? 'GET');
    return fetchAnswer(url, init);
  },
  /** electron-updater's requests: Node's client has the same events for plain http. */
  request: (options: RequestOptions & { session?: unknown; redirect?: string }) => {
    const { session: _session, redirect: _redirect, ...plain } = options;
    record('net.request', `${plain.hostname ?? ''}:${plain.port ?? ''}${plain.path ?? ''}`);
    return httpRequest(plain);
  },
};

export const session = {
  fromPartition: (partition: string) => ({ partition }),
  defaultSession: {
    setPermissionRequestHandler: (handler: (...args: unknown[]) => void) => {
      record('session.setPermissionRequestHandler');
      permissionHandlers.request = handler;
    },
    setPermissionCheckHandler: (handler: (...args: unknown[]) => boolean) => {
      record('session.setPermissionCheckHandler');
      permissionHandlers.check = handler;
    },
  },
};

export const shell = {
  openExternal: (url: string) => {
    record('shell.openExternal', url);
    return Promise.resolve();
  },
};

export const ipcMain = {
  handle: (channel: string, handler: (event: unknown, ...args: unknown[]) => unknown) => {
    record('ipcMain.handle', channel);
    ipcHandlers.set(channel, handler);
  },
  on: (channel: string) => record('ipcMain.on', channel),
};

export const Menu = {
  buildFromTemplate: (template: unknown) => ({ template }),
  setApplicationMenu: (menu: unknown) => record('Menu.setApplicationMenu', menu),
};

class StandInNotification extends EventEmitter {
  static isSupported = () => true;
  readonly options: unknown;
  constructor(options: unknown) {
    super();
    this.options = options;
  }
  show = () => record('Notification.show', this.options);
}
export const Notification = StandInNotification;

export const nativeImage = { createFromBitmap: () => ({}) };
export const nativeTheme = { themeSource: 'system' };

export const safeStorage = {
  isEncryptionAvailable: () => true,
  getSelectedStorageBackend: () => scenario.storageBackend,
  encryptString: (text: string) => Buffer.from(`sealed:${text}`),
  decryptString: (sealed: Buffer) => sealed.toString().replace(/^sealed:/, ''),
};

export const dialog = {
  showErrorBox: (title: string, content: string) => record('dialog.showErrorBox', title, content),
  showMessageBox: (...args: unknown[]) => {
    record('dialog.showMessageBox', ...args);
    return Promise.resolve({ response: 1, checkboxChecked: false });
  },
};

/** The test's side: set the scene, play Electron's part, read what the app did. */
export const standIn = {
  calls,
  windows,
  ipcHandlers,
  permissionHandlers,
  configure: (next: Partial<StandInScenario>) => Object.assign(scenario, next),
  answerFetch: (answer: typeof fetchAnswer) => (fetchAnswer = answer),
  emitReady: () => markReady(),
  protocolHandler: () => protocolHandler,
};

export default {
  app,
  BrowserWindow,
  screen,
  protocol,
  net,
  session,
  shell,
  ipcMain,
  Menu,
  Notification,
  nativeImage,
  nativeTheme,
  safeStorage,
  dialog,
};
