import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PlainProcessSandbox } from './plain-process-sandbox.ts';
import { defaultLimits, runningCommandLines } from './sandbox-conformance.ts';
import type { SandboxLimits } from './sandbox.ts';

const limits = defaultLimits;
const workDirs: string[] = [];
afterAll(() => {
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
});
const workDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zc-plain-'));
  workDirs.push(dir);
  return dir;
};
const sandbox = new PlainProcessSandbox();
const sh = (script: string, more: Partial<SandboxLimits> = {}, stdin?: string) =>
  sandbox.run({
    workDir: workDir(),
    argv: ['/bin/sh', '-c', script],
    stdin,
    limits: { ...limits, ...more },
  });

describe('PlainProcessSandbox', () => {
  it('reports the exit code, both streams and what stdin fed', async () => {
    expect(await sh('cat; echo err >&2; exit 3', {}, 'fed\n')).toMatchObject({
      exitCode: 3,
      signal: null,
      stdout: 'fed\n',
      stderr: 'err\n',
      timedOut: false,
    });
    expect(await sh('kill -SEGV $$')).toMatchObject({ exitCode: null, signal: 'SIGSEGV' });
  });

  it('kills the whole tree at the wall deadline', async () => {
    const marker = `${60 + Math.random()}`;
    const result = await sh(`sleep ${marker} & sleep ${marker}`, { wallMs: 400 });
    expect(result.timedOut).toBe(true);
    expect(runningCommandLines().filter((line) => line.includes(marker))).toEqual([]);
  });

  it('ends a CPU-bound program at its CPU seconds', async () => {
    const result = await sh('while :; do :; done', { cpuMs: 500, wallMs: 20_000 });
    expect(result).toMatchObject({ timedOut: true, signal: 'SIGXCPU' });
  });

  it('leaves nothing running after a normal exit', async () => {
    const marker = `${70 + Math.random()}`;
    expect(await sh(`sleep ${marker} & echo started`)).toMatchObject({ exitCode: 0 });
    expect(runningCommandLines().filter((line) => line.includes(marker))).toEqual([]);
  });

  it('caps output and stops the writer', async () => {
    const result = await sh('yes flood', { outputBytes: 10_000 });
    expect(result).toMatchObject({ outputLimitExceeded: true, timedOut: false });
    expect(result.stdout).toHaveLength(10_000);
  });

  it('samples resident memory and stops a program past the cap', async () => {
    const result = await sandbox.run({
      workDir: workDir(),
      argv: [
        process.execPath,
        '-e',
        'const kept = []; for (;;) kept.push(Buffer.alloc(1 << 20, 1));',
      ],
      memoryMode: 'resident',
      limits: { ...limits, memoryMb: 128, wallMs: 20_000, cpuMs: 20_000 },
    });
    expect(result.memoryExceeded).toBe(true);
    expect(result.memoryKb).toBeGreaterThan(128 * 1024);
  });

  it("gives programs a minimal environment, not this process's", async () => {
    process.env.ZENCODE_PLAIN_SECRET = 'secret';
    try {
      const result = await sandbox.run({
        workDir: workDir(),
        argv: ['/bin/sh', '-c', 'echo "${ZENCODE_PLAIN_SECRET:-unset} $GREETING"'],
        env: { GREETING: 'hello' },
        limits,
      });
      expect(result.stdout).toBe('unset hello\n');
    } finally {
      delete process.env.ZENCODE_PLAIN_SECRET;
    }
  });

  it('times a case window out in wall-clock time, whether the program works or waits', async () => {
    const seen = { heard: '', started: false, endedInWindow: false, afterEnd: {} as unknown };
    let fed: () => void = () => undefined;
    const feeding = new Promise<void>((resolve) => (fed = resolve));
    const result = await sandbox.run({
      workDir: workDir(),
      argv: ['/bin/sh', '-c', 'read line; echo "got $line"; sleep 30'],
      limits: { ...limits, wallMs: 20_000 },
      interact: async (session) => {
        let ended = false;
        session.onStdout((chunk) => (seen.heard += chunk.toString()));
        session.onEnd(() => (ended = true));
        seen.started = (await session.beginCase(300, 300)) !== null;
        session.writeCase('one\n');
        await new Promise((resolve) => setTimeout(resolve, 2000));
        // Already ended by the case window, long before the run's 20 s deadline.
        seen.endedInWindow = ended;
        seen.afterEnd = await session.endCase();
        fed();
      },
    });
    await feeding;
    expect(result.timedOut).toBe(true);
    expect(seen).toEqual({
      heard: 'got one\n',
      started: true,
      endedInWindow: true,
      afterEnd: null,
    });
  });

  it('does not hold a case for a memory reading that is a ps process (macOS, the BSDs)', async () => {
    // A `ps` that never answers: a case's reading must not wait for it, only ask for it.
    let asked = 0;
    const slowPs = new PlainProcessSandbox({
      platform: 'darwin',
      memoryReader: () => {
        asked += 1;
        return new Promise<number | null>(() => undefined);
      },
    });
    const readings: (number | null)[] = [];
    const result = await slowPs.run({
      workDir: workDir(),
      argv: ['/bin/sh', '-c', 'while read line; do echo "got $line"; done'],
      limits: { ...limits, wallMs: 20_000 },
      interact: async (session) => {
        for (const line of ['one', 'two', 'three']) {
          const start = await session.beginCase(5000, 5000);
          readings.push(start?.peakRssKb ?? null);
          session.writeCase(`${line}\n`);
        }
        readings.push((await session.endCase())?.peakRssKb ?? null);
      },
    });
    expect(result).toMatchObject({ timedOut: false, stdout: 'got one\ngot two\ngot three\n' });
    expect(readings).toEqual([0, 0, 0, 0]);
    expect(asked).toBeGreaterThanOrEqual(4);
  });
});
