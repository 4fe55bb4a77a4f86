/**
 * A Node process that loads the built main bundle (`out/main/index.js`) with the stand-in
 * `electron`, plays Electron's part (ready, a navigation, permission requests, IPC calls from a
 * stranger and with bad arguments, a forged and a genuine sign-in link) and prints what the app
 * did as one `GLUE-REPORT {json}` line. Started by built-main.test.ts with the scenario in
 * ZENCODE_GLUE_SCENARIO.
 */
import { registerHooks } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface Scenario {
  bundle: string;
  userData: string;
  appPath: string;
  firstInstance: boolean;
  storageBackend: string;
  /** Another better-sqlite3 package folder (with a missing or foreign binary), when set. */
  sqlitePackageDir?: string;
}
const scenario = JSON.parse(process.env.ZENCODE_GLUE_SCENARIO ?? '{}') as Scenario;

const standInUrl = new URL('./electron-stand-in.ts', import.meta.url).href;
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'electron') return { url: standInUrl, format: 'module', shortCircuit: true };
    if (specifier === 'better-sqlite3/package.json' && scenario.sqlitePackageDir)
      return {
        url: pathToFileURL(join(scenario.sqlitePackageDir, 'package.json')).href,
        shortCircuit: true,
      };
    return nextResolve(specifier, context);
  },
});

const { app, standIn } = await import('./electron-stand-in.ts');

standIn.configure(scenario);

const called = (api: string) => standIn.calls.filter((call) => call.api === api);
const settle = () => new Promise((resolve) => setTimeout(resolve, 25));
async function until(done: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !done(); waited += 25) {
    if (waited > 30_000) throw new Error(`timed out waiting for ${what}`);
    await settle();
  }
}
const rejectionOf = async (run: () => unknown): Promise<string | null> => {
  try {
    await run();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

// A start that fails without handling it leaves Node's default (a crash) here, and in Electron
// a process with no window: recorded, so the report says so.
let unhandled: string | null = null;
process.on('unhandledRejection', (reason) => (unhandled = String(reason)));

await import(pathToFileURL(scenario.bundle).href);
const beforeReady = standIn.calls.map((call) => call.api);
const report: Record<string, unknown> = { beforeReady };

if (scenario.firstInstance) {
  standIn.emitReady();
  await until(
    () => standIn.windows.length > 0 || called('app.exit').length > 0 || unhandled !== null,
    'a window or an exit',
  );
  report.unhandled = unhandled;
}

const window = standIn.windows[0];
if (window) {
  const contents = window.webContents;
  // Navigation: what each attempt did.
  const navigate = (event: string, url: string) => {
    let prevented = false;
    contents.emit(event, { preventDefault: () => (prevented = true) }, url);
    return prevented;
  };
  report.navigation = {
    externalPrevented: navigate('will-navigate', 'https://evil.example/phish'),
    redirectPrevented: navigate('will-redirect', 'https://evil.example/phish'),
    fileUrlPrevented: navigate('will-navigate', 'file:///etc/passwd'),
    ownPagePrevented: navigate('will-navigate', 'app://zencode/problems'),
    webviewPrevented: navigate('will-attach-webview', 'app://zencode/'),
    newWindow: contents.windowOpenHandler?.({ url: 'https://example.org/docs' }) ?? null,
  };
  await settle();
  report.openedExternally = called('shell.openExternal').map((call) => call.args[0]);

  // Permissions: the request and the check handler for what a page might ask.
  const request = (permission: string) =>
    new Promise<boolean>((resolve) => {
      if (!standIn.permissionHandlers.request) return resolve(true);
      standIn.permissionHandlers.request(contents, permission, resolve, {
        requestingUrl: 'app://zencode/',
      });
    });
  report.permissions = {
    media: await request('media'),
    geolocation: await request('geolocation'),
    notifications: await request('notifications'),
    clipboardWrite: await request('clipboard-sanitized-write'),
    checkMedia: standIn.permissionHandlers.check?.(contents, 'media', 'app://zencode') ?? true,
  };

  // IPC: every channel, called by a stranger and by the page with arguments no schema accepts.
  const stranger = { senderFrame: { url: 'https://evil.example/', parent: null } };
  const page = { senderFrame: { url: 'app://zencode/problems', parent: null } };
  const ipc: Record<string, { stranger: string | null; badArguments: string | null }> = {};
  for (const [channel, handler] of standIn.ipcHandlers)
    ipc[channel] = {
      stranger: await rejectionOf(() => handler(stranger)),
      badArguments: await rejectionOf(() => handler(page, { unexpected: true }, 42, 'extra')),
    };
  report.ipc = ipc;
  // Where the session is kept, as Settings › Desktop asks.
  report.storeKind = await standIn.ipcHandlers.get('session:store-kind')?.(page);

  // The app:// protocol answers the page with its security headers.
  const handler = standIn.protocolHandler();
  const response = handler ? await handler(new Request('app://zencode/')) : null;
  report.appProtocol = response && {
    status: response.status,
    csp: response.headers.get('content-security-policy'),
  };

  // Deep links: one forged (well-formed, but no sign-in waits for its state), one genuine.
  const secret = (letter: string) => letter.repeat(43);
  const exchanges = () =>
    called('net.fetch').filter((call) => String(call.args[0]).includes('/desktop/exchange'));
  standIn.answerFetch((url) =>
    Promise.resolve(
      url.includes('/desktop/exchange')
        ? Response.json({ message: 'The sign-in code has expired.' }, { status: 400 })
        : Promise.reject(new TypeError('fetch failed')),
    ),
  );
  const forged = `zencode://oauth/callback?code=${secret('c')}&state=${secret('s')}`;
  app.emit('open-url', { preventDefault: () => undefined }, forged);
  app.emit('second-instance', {}, ['zencode', forged], '/');
  await settle();
  const forgedExchanges = exchanges().length;
  const startSignIn = standIn.ipcHandlers.get('sign-in:start');
  await startSignIn?.(page, 'github');
  const startUrl = called('shell.openExternal').at(-1)?.args[0];
  const state = startUrl ? new URL(String(startUrl)).searchParams.get('desktopState') : null;
  if (state) {
    app.emit(
      'open-url',
      { preventDefault: () => undefined },
      `zencode://oauth/callback?code=${secret('k')}&state=${state}`,
    );
    await until(
      () => called('webContents.send').some((call) => call.args[0] === 'sign-in:result'),
      'the sign-in result',
    ).catch(() => undefined);
  }
  report.deepLinks = {
    forgedExchanges,
    genuineExchanges: exchanges().length - forgedExchanges,
    signInResults: called('webContents.send')
      .filter((call) => call.args[0] === 'sign-in:result')
      .map((call) => call.args[1]),
  };
}

report.calls = standIn.calls.map((call) => ({
  api: call.api,
  args: JSON.parse(JSON.stringify(call.args, (_key, value: unknown) => value ?? null)) as unknown,
}));
console.log(`GLUE-REPORT ${JSON.stringify(report)}`);
process.exit(0);
