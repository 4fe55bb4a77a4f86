import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages, settingNotSavedText } from '@zencode/shared/contract';
import { getLanguage, setToolchainPath, toolchainVersion } from '@zencode/shared/judge';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeReadOnly } from '../read-only-for-tests.ts';
import { createLocalRunner } from './local-runner.ts';
import { checkToolchainPath, createToolchainPaths } from './toolchain-paths.ts';
import { twoSumFixture, twoSumSolution } from './two-sum-fixture.ts';

// A learner's own toolchain path (Settings › Desktop) with a real alternative python3: a symlink
// to the installed one in a folder of its own, readable by the sandbox's user.
let dir: string;
let settings: string;
let python: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'zencode-toolchain-'));
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'bin'), { mode: 0o755 });
  python = join(dir, 'bin', 'python3');
  symlinkSync('/usr/bin/python3', python);
  settings = join(dir, 'settings.json');
});
afterEach(() => {
  setToolchainPath('python', null);
  rmSync(dir, { recursive: true, force: true });
});

describe('checkToolchainPath', () => {
  it('accepts another path to a real interpreter and reads its version', async () => {
    const installed = await toolchainVersion(getLanguage('python'));
    expect(installed).not.toBeNull();
    expect(await checkToolchainPath('python', python)).toEqual({ version: installed });
  });

  it('refuses a relative path, a missing file, a folder, a file that cannot run and another program', async () => {
    expect(await checkToolchainPath('python', 'bin/python3')).toEqual({
      error: messages.toolchainPathNotAbsolute,
    });
    expect(await checkToolchainPath('python', join(dir, 'nothing'))).toEqual({
      error: messages.toolchainPathMissing,
    });
    expect(await checkToolchainPath('python', join(dir, 'bin'))).toEqual({
      error: messages.toolchainPathMissing,
    });
    const text = join(dir, 'bin', 'notes.txt');
    writeFileSync(text, 'print(1)\n', { mode: 0o644 });
    expect(await checkToolchainPath('python', text)).toEqual({
      error: messages.toolchainPathNotExecutable,
    });
    // An executable that is not Python: its version probe does not answer like Python's.
    const other = join(dir, 'bin', 'node');
    symlinkSync('/usr/bin/node', other);
    expect(await checkToolchainPath('python', other)).toEqual({
      error: `${other} did not answer with its version: this does not look like Python.`,
    });
  });
});

describe('createToolchainPaths', () => {
  it('keeps a checked path in settings.json beside the server, and local runs use it', async () => {
    writeFileSync(settings, `${JSON.stringify({ serverUrl: 'https://zen.example.org' })}\n`);
    const paths = createToolchainPaths(settings);
    expect(await paths.choose('python', python)).toEqual({ error: null });
    expect(JSON.parse(readFileSync(settings, 'utf8'))).toEqual({
      serverUrl: 'https://zen.example.org',
      toolchains: { python },
    });
    expect(getLanguage('python').run('main.py', [])[0]).toBe(python);

    const runner = createLocalRunner({ cacheDir: join(dir, 'cache') });
    const { full, publicCases } = twoSumFixture();
    const request = { language: 'python' as const, code: twoSumSolution('reference', 'py') };
    const result = await runner.run(full, publicCases, request);
    expect(result.cases.map((testcase) => testcase.verdict)).toEqual([
      'Correct',
      'Correct',
      'Correct',
    ]);
    // The chosen program, not /usr/bin/python3: once it is gone, the run cannot start.
    rmSync(python);
    const without = await runner.run(full, publicCases, request);
    expect(without.cases.some((testcase) => testcase.verdict === 'Correct')).toBe(false);

    // Back to the default: settings.json forgets it, the server setting stays.
    expect(await paths.choose('python', null)).toEqual({ error: null });
    expect(JSON.parse(readFileSync(settings, 'utf8'))).toEqual({
      serverUrl: 'https://zen.example.org',
      toolchains: {},
    });
    expect(getLanguage('python').run('main.py', [])[0]).toBe('/usr/bin/python3');
  });

  it('changes nothing for a refused path, and applies saved paths at start', async () => {
    const paths = createToolchainPaths(settings);
    const text = join(dir, 'bin', 'python-notes');
    writeFileSync(text, '', { mode: 0o644 });
    expect(await paths.choose('python', text)).toEqual({
      error: messages.toolchainPathNotExecutable,
    });
    expect(paths.saved()).toEqual({});
    expect(getLanguage('python').run('main.py', [])[0]).toBe('/usr/bin/python3');

    writeFileSync(settings, JSON.stringify({ toolchains: { python, nonsense: '/x' } }));
    // An unknown language in a hand-edited file is ignored as a whole, never half applied.
    expect(createToolchainPaths(settings).saved()).toEqual({});
    writeFileSync(settings, JSON.stringify({ toolchains: { python } }));
    createToolchainPaths(settings).apply();
    expect(getLanguage('python').run('main.py', [])[0]).toBe(python);
  });

  it('keeps the saved path and says so when settings.json cannot be written', async () => {
    const before = `${JSON.stringify({ toolchains: {} })}\n`;
    writeFileSync(settings, before);
    const paths = createToolchainPaths(settings);
    const restore = makeReadOnly(settings, dir);
    try {
      expect(await paths.choose('python', python)).toEqual({
        error: settingNotSavedText(settings),
      });
    } finally {
      restore();
    }
    expect(readFileSync(settings, 'utf8')).toBe(before);
    expect(getLanguage('python').run('main.py', [])[0]).toBe('/usr/bin/python3');
  });

  it('runs each language with what was found on this computer, unless the learner chose a path', async () => {
    // A computer whose python3 is not Debian's (as on macOS or Windows): discovery found `python`.
    const found = createToolchainPaths(settings, (id) => (id === 'python' ? python : null));
    found.apply();
    expect(getLanguage('python').run('main.py', [])[0]).toBe(python);
    expect(getLanguage('java').run('Main', [])[0]).toBe('/usr/bin/java');
    // Reset after a chosen path goes back to the found one, not to the language file's.
    const other = join(dir, 'bin', 'python3-other');
    symlinkSync('/usr/bin/python3', other);
    expect(await found.choose('python', other)).toEqual({ error: null });
    expect(getLanguage('python').run('main.py', [])[0]).toBe(other);
    expect(await found.choose('python', null)).toEqual({ error: null });
    expect(getLanguage('python').run('main.py', [])[0]).toBe(python);
  });
});
