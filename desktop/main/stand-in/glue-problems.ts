import { nativeCalls } from '../../preload/native-contract.ts';
import { offlineCalls } from '../../preload/offline-contract.ts';

/** What run-built-main.ts prints: the calls the app made and how it answered each probe. */
export interface GlueReport {
  beforeReady: string[];
  calls: { api: string; args: unknown[] }[];
  navigation?: {
    externalPrevented: boolean;
    redirectPrevented: boolean;
    fileUrlPrevented: boolean;
    ownPagePrevented: boolean;
    webviewPrevented: boolean;
    newWindow: { action: string } | null;
  };
  openedExternally?: string[];
  permissions?: Record<string, boolean>;
  ipc?: Record<string, { stranger: string | null; badArguments: string | null }>;
  appProtocol?: { status: number; csp: string | null } | null;
  deepLinks?: { forgedExchanges: number; genuineExchanges: number; signInResults: unknown[] };
  storeKind?: string;
}

// Page → main calls; the others (menu:command, sign-in:result) only go main → page.
const pageToMainChannels = [
  nativeCalls.startSignIn.channel,
  nativeCalls.verdictArrived.channel,
  nativeCalls.chooseTheme.channel,
  nativeCalls.updateStatus.channel,
  nativeCalls.restartToUpdate.channel,
  ...Object.values(offlineCalls).map((call) => call.channel),
];

const argsOf = (report: GlueReport, api: string) =>
  report.calls.filter((call) => call.api === api).map((call) => call.args);

interface MenuItem {
  label?: string;
  accelerator?: string;
  submenu?: MenuItem[];
}

/**
 * Every guarantee of the Electron glue that a started app must show, as the list of those it
 * broke (empty: all kept). One function for the real bundle and for bundles with a guard removed.
 */
export function glueProblems(report: GlueReport): string[] {
  const problems: string[] = [];
  const expect = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };

  expect(
    report.beforeReady.includes('app.requestSingleInstanceLock'),
    'no single-instance lock before ready',
  );
  const schemes = argsOf(report, 'protocol.registerSchemesAsPrivileged')[0]?.[0] as
    { scheme: string; privileges: Record<string, boolean> }[] | undefined;
  const appScheme = schemes?.find((entry) => entry.scheme === 'app');
  expect(
    report.beforeReady.includes('protocol.registerSchemesAsPrivileged') &&
      appScheme?.privileges.standard === true &&
      appScheme.privileges.secure === true,
    'app:// not registered as a standard, secure scheme before ready',
  );
  expect(
    argsOf(report, 'protocol.handle').some((args) => args[0] === 'app'),
    'no handler for app://',
  );
  expect(
    argsOf(report, 'app.setAsDefaultProtocolClient').some((args) => args[0] === 'zencode'),
    'zencode:// links not registered with the OS',
  );

  const windows = argsOf(report, 'new BrowserWindow');
  expect(windows.length === 1, `expected one window, got ${windows.length}`);
  const preferences = (windows[0]?.[0] as { webPreferences?: Record<string, unknown> })
    ?.webPreferences;
  expect(preferences?.contextIsolation === true, 'the window runs without contextIsolation');
  expect(preferences?.sandbox === true, 'the window runs without the sandbox');
  expect(preferences?.nodeIntegration === false, 'the window has Node integration');
  expect(preferences?.webviewTag === false, 'the window allows <webview>');
  expect(
    String(preferences?.preload ?? '').endsWith('preload/index.cjs'),
    'the window has no preload',
  );
  expect(
    argsOf(report, 'window.loadURL').some((args) => args[0] === 'app://zencode/'),
    'the window does not load app://zencode/',
  );

  const navigation = report.navigation;
  expect(
    !!navigation?.externalPrevented && navigation.redirectPrevented,
    'navigation to another site is not stopped',
  );
  expect(!!navigation?.fileUrlPrevented, 'navigation to file:// is not stopped');
  expect(navigation?.ownPagePrevented === false, "navigation within the app's pages is stopped");
  expect(!!navigation?.webviewPrevented, '<webview> attachment is not stopped');
  expect(navigation?.newWindow?.action === 'deny', 'new windows are not denied');
  expect(
    report.openedExternally?.includes('https://example.org/docs') ?? false,
    'an external link does not open in the system browser',
  );

  const permissions = report.permissions ?? {};
  for (const name of ['media', 'geolocation', 'notifications', 'checkMedia'])
    expect(permissions[name] === false, `the permission ${name} is granted`);
  expect(permissions.clipboardWrite === true, 'writing to the clipboard is refused');

  const ipc = report.ipc ?? {};
  for (const channel of pageToMainChannels) {
    const answers = ipc[channel];
    if (!answers) {
      problems.push(`IPC ${channel} is not registered`);
      continue;
    }
    expect(
      answers.stranger?.includes("refused a call from outside the app's page") ?? false,
      `IPC ${channel} answers a caller outside the app's page`,
    );
    expect(
      answers.badArguments?.includes('invalid arguments') ?? false,
      `IPC ${channel} accepts arguments its schema does not`,
    );
  }

  expect(
    report.appProtocol?.csp?.includes("script-src 'self'") ?? false,
    'app:// answers without a Content-Security-Policy',
  );

  const links = report.deepLinks;
  expect(links?.forgedExchanges === 0, 'a forged zencode:// link was traded for a session');
  expect(
    links?.genuineExchanges === 1 && links.signInResults.length === 1,
    'the sign-in link of this app was not traded and answered',
  );

  const menu = argsOf(report, 'Menu.setApplicationMenu')[0]?.[0] as
    { template: MenuItem[] } | undefined;
  const problemMenu = menu?.template.find((item) => item.label === 'Problem');
  expect(
    problemMenu?.submenu?.some((item) => item.label === 'Run' && !!item.accelerator) ?? false,
    'no application menu with the Problem menu',
  );
  expect(argsOf(report, 'dialog.showErrorBox').length === 0, 'a start error was shown');
  expect(argsOf(report, 'app.exit').length === 0, 'the app exited');
  return problems;
}

/**
 * A start that fails must tell the learner why in a dialog and end the process, with no window
 * left behind; `reason` is a text the dialog must contain.
 */
export function failedStartProblems(report: GlueReport, reason: string): string[] {
  const problems: string[] = [];
  const dialogs = argsOf(report, 'dialog.showErrorBox');
  if (dialogs.length !== 1 || dialogs[0]?.[0] !== 'ZenCode could not start')
    problems.push('no "ZenCode could not start" dialog');
  else if (!String(dialogs[0][1]).includes(reason))
    problems.push(`the dialog does not say "${reason}": ${String(dialogs[0][1])}`);
  if (!argsOf(report, 'app.exit').some((args) => args[0] === 1))
    problems.push('the process does not exit');
  if (argsOf(report, 'new BrowserWindow').length > 0) problems.push('a window was opened');
  return problems;
}
