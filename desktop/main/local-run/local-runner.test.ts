import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { languageIds, messages } from '@zencode/shared/contract';
import {
  getLanguage,
  ReplayUnavailableError,
  setToolchainPath,
  toolchainVersion,
} from '@zencode/shared/judge';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalRunner, judgedPublicCases, ToolchainMissingError } from './local-runner.ts';
import { twoSumFixture, twoSumSolution } from './two-sum-fixture.ts';

const cacheDir = mkdtempSync(join(tmpdir(), 'zencode-local-run-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));
const runner = createLocalRunner({ cacheDir });
const { full, publicCases } = twoSumFixture();

describe('createLocalRunner against the real toolchains', () => {
  it('lists the toolchains this computer has', async () => {
    const toolchains = await runner.toolchains();
    expect(toolchains.map((toolchain) => toolchain.id).sort()).toEqual([...languageIds].sort());
    // Every toolchain is installed where the tests run (CI installs them all).
    expect(toolchains.every((toolchain) => toolchain.available)).toBe(true);
  });

  it('runs Python on the public cases with the server verdict words and says where it ran', async () => {
    const result = await runner.run(full, publicCases, {
      language: 'python',
      code: twoSumSolution('reference', 'py'),
      cases: ['[1,2,3]\n5'],
    });
    expect(result.cases.map((testcase) => testcase.verdict)).toEqual([
      'Correct',
      'Correct',
      'Correct',
      'Custom',
    ]);
    expect(result.cases[3]).toMatchObject({ kind: 'custom', output: '[1,2]' });
    const version = await toolchainVersion(getLanguage('python'));
    expect(result.ranOn).toBe(`Ran on this computer: Python ${version}`);
  });

  it('says in one sentence which toolchain is missing and what to install', async () => {
    setToolchainPath('python', join(cacheDir, 'no-python-here'));
    try {
      const run = runner.run(full, publicCases, {
        language: 'python',
        code: twoSumSolution('reference', 'py'),
      });
      await expect(run).rejects.toThrow(ToolchainMissingError);
      await expect(run).rejects.toThrow(
        'Python is not installed on this computer, so this code cannot run offline. Install Python 3 (python3).',
      );
    } finally {
      setToolchainPath('python', null);
    }
  });

  it(
    'gives Wrong for a wrong C++ answer and the compiler message for code that does not compile',
    { timeout: 120_000 },
    async () => {
      const wrong = await runner.run(full, publicCases, {
        language: 'cpp',
        code: twoSumSolution('wrong', 'cpp'),
      });
      expect(wrong.cases.map((testcase) => testcase.verdict)).toContain('Wrong');
      expect(wrong.ranOn).toMatch(/^Ran on this computer: C\+\+ \d+\.\d+/);

      const broken = await runner.run(full, publicCases, {
        language: 'cpp',
        code: 'class Solution { public: vector<int> twoSum(vector<int>& nums, int target) { return nums } };',
      });
      expect(broken.compileError).toMatch(/error: expected ';'/);
      expect(broken.cases.every((testcase) => testcase.verdict === 'Error')).toBe(true);
    },
  );
});

describe('the online compiler on this computer', () => {
  it('runs a whole program with its input, as the server answers', async () => {
    const result = await runner.compile({
      language: 'python',
      code: 'name = input()\nprint(f"Hello, {name}")\n',
      input: 'Zen\n',
    });
    expect(result).toMatchObject({
      success: true,
      output: { stdout: 'Hello, Zen\n', stderr: '' },
      exitCode: 0,
    });
    expect(result.ranOn).toMatch(/^Ran on this computer: Python \d/);
  });

  it('gives the compiler’s words for code that does not compile', async () => {
    const result = await runner.compile({ language: 'c', code: 'int main() { return 0 }\n' });
    expect(result).toMatchObject({ success: false, message: messages.compilerError });
    expect(result.error).toMatch(/main\.c:1:\d+: error: expected/);
  });
});

describe('Replay on this computer', () => {
  const [firstCase] = judgedPublicCases(publicCases);

  it('records a public case of Two Sum in Python, checked against its answer, and says where', async () => {
    const trace = await runner.replay(full, {
      language: 'python',
      code: twoSumSolution('reference', 'py'),
      case: firstCase!,
    });
    expect(trace.input).toBe(firstCase!.input);
    expect(trace.steps.length).toBeGreaterThan(0);
    expect(trace.outcome).toEqual({
      kind: 'returned',
      output: firstCase!.expected,
      expected: firstCase!.expected,
      correct: true,
    });
    const version = await toolchainVersion(getLanguage('python'));
    expect(trace.ranOn).toBe(`Ran on this computer: Python ${version}`);
  });

  it('refuses a language without a recorder by name, before looking for its toolchain', async () => {
    setToolchainPath('go', join(cacheDir, 'no-go-here'));
    try {
      await expect(runner.replayProgram({ language: 'go', code: 'package main' })).rejects.toThrow(
        new ReplayUnavailableError('Go'),
      );
    } finally {
      setToolchainPath('go', null);
    }
  });

  it('names the missing toolchain of a language that has a recorder', async () => {
    setToolchainPath('python', join(cacheDir, 'no-python-here'));
    try {
      await expect(
        runner.replayProgram({ language: 'python', code: 'print(1)\n' }),
      ).rejects.toThrow(ToolchainMissingError);
    } finally {
      setToolchainPath('python', null);
    }
  });
});

describe('the local runner’s sandbox', () => {
  const python = { language: 'python' as const, code: twoSumSolution('reference', 'py') };
  const supervisorSource = join(
    import.meta.dirname,
    '..',
    '..',
    '..',
    'shared/src/judge/sandbox/supervisor.c',
  );

  it('builds its supervisor from the source the app ships, in its own cache dir', async () => {
    const shipped = mkdtempSync(join(tmpdir(), 'zencode-shipped-'));
    const ownCache = join(cacheDir, 'shipped');
    try {
      copyFileSync(supervisorSource, join(shipped, 'supervisor.c'));
      const shippedRunner = createLocalRunner({
        cacheDir: ownCache,
        supervisorSource: join(shipped, 'supervisor.c'),
      });
      const result = await shippedRunner.run(full, publicCases, python);
      expect(result.cases.map((testcase) => testcase.verdict)).toEqual([
        'Correct',
        'Correct',
        'Correct',
      ]);
      const [build] = readdirSync(join(ownCache, 'sandbox'));
      expect(existsSync(join(ownCache, 'sandbox', build!, 'zencode-supervisor'))).toBe(true);
    } finally {
      rmSync(shipped, { recursive: true, force: true });
    }
  });

  it('runs without the sandbox, and says so, when no C compiler can build it', async () => {
    const logged: string[] = [];
    const withoutCompiler = createLocalRunner({
      cacheDir: join(cacheDir, 'no-compiler'),
      log: (message) => logged.push(message),
    });
    const path = process.env.PATH;
    // gcc, cc and clang are looked up on PATH; the interpreters' paths are absolute.
    process.env.PATH = '/nonexistent';
    try {
      const result = await withoutCompiler.run(full, publicCases, python);
      expect(result.cases.map((testcase) => testcase.verdict)).toEqual([
        'Correct',
        'Correct',
        'Correct',
      ]);
      expect(result.ranOn).toMatch(/^Ran on this computer without a sandbox: Python \d/);
      expect(await withoutCompiler.isolation()).toBe('plain');
      expect(logged[0]).toContain(messages.localSandboxMissing);
    } finally {
      process.env.PATH = path;
    }
  });

  it('runs plain processes on macOS and Windows, and in the sandbox on Linux', async () => {
    const elsewhere = createLocalRunner({ cacheDir: join(cacheDir, 'mac'), platform: 'darwin' });
    const result = await elsewhere.run(full, publicCases, python);
    expect(result.cases.every((testcase) => testcase.verdict === 'Correct')).toBe(true);
    expect(result.ranOn).toMatch(/^Ran on this computer without a sandbox: /);
    expect(await elsewhere.isolation()).toBe('plain');
    expect(await runner.isolation()).toBe('process');
  });
});

describe('createLocalRunner at start', () => {
  it('removes the work dirs of a crashed run, never a running one’s', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zencode-local-leftovers-'));
    try {
      // A pid that has ended: a process that ran and exited.
      const ended = spawnSync(process.execPath, [
        '-e',
        'process.stdout.write(String(process.pid))',
      ]).stdout.toString();
      const crashed = join(dir, `zc-run-${ended}-abc123`);
      const live = join(dir, `zc-run-${process.pid}-def456`);
      mkdirSync(crashed);
      mkdirSync(live);
      const started = createLocalRunner({ cacheDir: dir });
      expect(await started.leftoversRemoved).toBeGreaterThanOrEqual(1);
      expect(existsSync(crashed)).toBe(false);
      expect(existsSync(live)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
