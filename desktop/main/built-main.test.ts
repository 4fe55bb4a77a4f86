import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedStartProblems, glueProblems, type GlueReport } from './stand-in/glue-problems.ts';

/**
 * The Electron glue (index.ts, main-window.ts, native-shell.ts, offline-wiring.ts,
 * harden-web-contents.ts) as it ships: main and preload built with the app's own electron-vite
 * configuration, then loaded under Node with a stand-in `electron` that records what the app asks
 * of it (stand-in/run-built-main.ts). Electron's binary cannot run here; its glue still runs in CI.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const buildDir = join(repoRoot, '.tmp', `glue-build-${process.pid}`);
mkdirSync(join(repoRoot, '.tmp'), { recursive: true });
const scratch = mkdtempSync(join(repoRoot, '.tmp', 'glue-run-'));

beforeAll(() => {
  // Inside the repository, so the bundle finds node_modules the way out/main does.
  const built = spawnSync(
    process.execPath,
    [
      join(repoRoot, 'node_modules/electron-vite/bin/electron-vite.js'),
      'build',
      '--config',
      'desktop/main/stand-in/glue-build.config.ts',
    ],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, ZENCODE_GLUE_OUT: buildDir },
      timeout: 120_000,
    },
  );
  expect(built.status, `${built.stdout}\n${built.stderr}`).toBe(0);
}, 150_000);
afterAll(() => {
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

let runs = 0;
/** Loads `bundle` in a fresh Node process with the stand-in and answers its report. */
function startApp(
  options: {
    bundle?: string;
    firstInstance?: boolean;
    storageBackend?: string;
    sqlitePackageDir?: string;
    env?: Record<string, string>;
  } = {},
): GlueReport {
  const userData = join(scratch, `user-data-${++runs}`);
  mkdirSync(userData);
  const scenario = {
    bundle: options.bundle ?? join(buildDir, 'main/index.js'),
    userData,
    appPath: repoRoot,
    firstInstance: options.firstInstance ?? true,
    storageBackend: options.storageBackend ?? 'gnome_libsecret',
    sqlitePackageDir: options.sqlitePackageDir,
  };
  const result = spawnSync(
    process.execPath,
    [join(repoRoot, 'desktop/main/stand-in/run-built-main.ts')],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        ...process.env,
        ...options.env,
        ZENCODE_GLUE_SCENARIO: JSON.stringify(scenario),
        // keytar finds no Secret Service at once instead of starting one for this session.
        DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent',
      },
    },
  );
  const line = result.stdout.split('\n').find((text) => text.startsWith('GLUE-REPORT '));
  if (!line)
    throw new Error(`no report (exit ${result.status}):\n${result.stdout}${result.stderr}`);
  return JSON.parse(line.slice('GLUE-REPORT '.length)) as GlueReport;
}

/** A copy of the built main bundle with `from` replaced by `to` (which must occur). */
function bundleWithout(from: string, to: string): string {
  const dir = join(scratch, `mutant-${++runs}`);
  cpSync(join(buildDir, 'main'), join(dir, 'main'), { recursive: true });
  const file = join(dir, 'main/index.js');
  const source = readFileSync(file, 'utf8');
  expect(source, `the bundle contains ${from}`).toContain(from);
  writeFileSync(file, source.replace(from, to));
  return file;
}

/** A better-sqlite3 package folder whose binary for this machine is `binary` (or none). */
function sqlitePackage(binary: string | null): string {
  const dir = join(scratch, `better-sqlite3-${++runs}`);
  mkdirSync(join(dir, 'prebuilds'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "name": "better-sqlite3", "version": "0.0.0" }');
  if (binary !== null)
    writeFileSync(join(dir, 'prebuilds', `${process.platform}-${process.arch}.node`), binary);
  return dir;
}

// Each case starts a Node process; a busy machine makes that slow, never wrong.
describe('the built main process under a stand-in Electron', { timeout: 60_000 }, () => {
  it('locks one instance, registers its schemes, guards its window, IPC, links and permissions', () => {
    const report = startApp();
    expect(glueProblems(report)).toEqual([]);
  });

  it('keeps the session in memory where safeStorage has only its fixed key (basic_text)', () => {
    // No keychain answers here (no D-Bus): the encrypted file, unless its key is a constant.
    expect(startApp().storeKind).toBe('encrypted-file');
    expect(startApp({ storageBackend: 'basic_text' }).storeKind).toBe('memory');
  });

  it('run as an AppImage, registers zencode:// with a desktop entry of its own', () => {
    const data = join(scratch, 'xdg-data');
    const report = startApp({
      env: {
        APPIMAGE: '/opt/apps/ZenCode.AppImage',
        XDG_DATA_HOME: data,
        XDG_CONFIG_HOME: join(scratch, 'xdg-config'),
      },
    });
    expect(glueProblems(report)).toEqual([]);
    const entry = readFileSync(join(data, 'applications/zencode-appimage.desktop'), 'utf8');
    expect(entry).toContain('Exec="/opt/apps/ZenCode.AppImage" %U');
    expect(entry).toContain('MimeType=x-scheme-handler/zencode;');
  });

  it('a second instance hands over and quits without a window', () => {
    const report = startApp({ firstInstance: false });
    const apis = report.calls.map((call) => call.api);
    expect(apis).toContain('app.quit');
    expect(apis).not.toContain('new BrowserWindow');
    expect(apis).not.toContain('dialog.showErrorBox');
  });

  it('a better-sqlite3 binary for another ABI: a dialog names the command, the process ends', () => {
    const report = startApp({
      sqlitePackageDir: sqlitePackage('\x7fELF\0_node_register_module_v999\0'),
    });
    expect(failedStartProblems(report, 'NODE_MODULE_VERSION 999')).toEqual([]);
    expect(failedStartProblems(report, 'Run `npm run desktop:setup`')).toEqual([]);
  });

  it('no better-sqlite3 binary at all: the same dialog, never a hidden process', () => {
    const report = startApp({ sqlitePackageDir: sqlitePackage(null) });
    expect(failedStartProblems(report, 'is missing')).toEqual([]);
    expect(failedStartProblems(report, 'npm run desktop:setup')).toEqual([]);
  });

  it('a bad setting before ready: the dialog says which, and the process ends', () => {
    const report = startApp({ env: { ZENCODE_API_URL: 'ftp://zencode.example' } });
    expect(failedStartProblems(report, 'ZENCODE_API_URL')).toEqual([]);
  });
});

describe('the glue test fails when a guard is taken out of the bundle', { timeout: 60_000 }, () => {
  const removals: [string, string, string, string][] = [
    ['the sandbox', 'sandbox: true,', 'sandbox: false,', 'the window runs without the sandbox'],
    [
      'context isolation',
      'contextIsolation: true,',
      'contextIsolation: false,',
      'the window runs without contextIsolation',
    ],
    [
      'Node integration off',
      'nodeIntegration: false,',
      'nodeIntegration: true,',
      'the window has Node integration',
    ],
    [
      'the single-instance lock',
      'if (!app.requestSingleInstanceLock()) {',
      'if (false) {',
      'no single-instance lock before ready',
    ],
    [
      'the navigation guard',
      'contents.on("will-navigate", guard);',
      '',
      'navigation to another site is not stopped',
    ],
    [
      'the permission handler',
      'session.defaultSession.setPermissionRequestHandler(',
      '((handler) => handler)(',
      'the permission media is granted',
    ],
    [
      'the IPC sender check',
      'if (!isTrustedSender(event, options.devRendererUrl)) throw',
      'if (false) throw',
      "IPC session:read answers a caller outside the app's page",
    ],
    [
      'the deep link state check',
      'const pending = waiting.get(state);',
      'const pending = waiting.get(state) ?? { verifier: "forged", startedAt: Date.now() };',
      'a forged zencode:// link was traded for a session',
    ],
    [
      'the application menu',
      'Menu.setApplicationMenu(',
      '((menu) => menu)(',
      'no application menu with the Problem menu',
    ],
  ];

  it.each(removals)('without %s', (_guard, from, to, problem) => {
    expect(glueProblems(startApp({ bundle: bundleWithout(from, to) }))).toContain(problem);
  });

  it('without the start failure dialog', () => {
    const report = startApp({
      bundle: bundleWithout(
        'app.whenReady().then(start).catch(failStart);',
        'app.whenReady().then(start);',
      ),
      sqlitePackageDir: sqlitePackage(null),
    });
    expect(failedStartProblems(report, 'npm run desktop:setup')).toContain(
      'no "ZenCode could not start" dialog',
    );
  });
});
