import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeCrashLeftovers } from './remove-crash-leftovers.ts';
import { readableTempDirPerFile } from './test-judge-context.ts';

const root = readableTempDirPerFile('zencode-leftovers-');

/**
 * A process that leaves what a judge process leaves while it works (a work dir from
 * createWorkDir, a prepare step's work dir inside the cache, an artifact being built) and then
 * either dies by SIGKILL, like a crash, or keeps running.
 */
function judgeProcess(cacheDir: string, workRoot: string, crash: boolean) {
  const script = join(root, `judge-${crash ? 'crash' : 'live'}.mts`);
  const workDir = JSON.stringify(join(import.meta.dirname, 'work-dir.ts'));
  writeFileSync(
    script,
    [
      `import { mkdirSync } from 'node:fs';`,
      `import { createWorkDir } from ${workDir};`,
      `await createWorkDir(${JSON.stringify(workRoot)}, { 'main.c': 'int main() {}' });`,
      `await createWorkDir(${JSON.stringify(cacheDir)}, { 'stdc++.h': '' });`,
      `mkdirSync(${JSON.stringify(join(cacheDir, 'artifacts'))} + '/.build-' + process.pid + '-1a2b', { recursive: true });`,
      `process.stdout.write('ready');`,
      crash ? `process.kill(process.pid, 'SIGKILL');` : 'setInterval(() => undefined, 1000);',
    ].join('\n'),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: import.meta.dirname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, ready, exited };
}

describe('removeCrashLeftovers', () => {
  it("removes a crashed process's work dirs and half-built artifacts, never a live one's", async () => {
    const cacheDir = join(root, 'cache');
    const workRoot = join(root, 'work');
    mkdirSync(join(cacheDir, 'artifacts'), { recursive: true });
    mkdirSync(workRoot);
    const live = judgeProcess(cacheDir, workRoot, false);
    const crashed = judgeProcess(cacheDir, workRoot, true);
    try {
      await Promise.all([live.ready, crashed.exited]);
      /** Its work dir, its prepare step's work dir, its artifact being built. */
      const present = (pid: number) => [
        ...[workRoot, cacheDir].map((dir) =>
          readdirSync(dir).some((name) => name.startsWith(`zc-run-${pid}-`)),
        ),
        existsSync(join(cacheDir, 'artifacts', `.build-${pid}-1a2b`)),
      ];
      expect(present(crashed.child.pid!)).toEqual([true, true, true]);
      expect(present(live.child.pid!)).toEqual([true, true, true]);

      expect(await removeCrashLeftovers({ cacheDir, workRoot })).toBe(3);

      expect(present(crashed.child.pid!)).toEqual([false, false, false]);
      expect(present(live.child.pid!)).toEqual([true, true, true]);
    } finally {
      live.child.kill('SIGKILL');
      await live.exited;
    }
  }, 60_000);

  it('trims the cache to a cap lowered since the last start', async () => {
    const cacheDir = join(root, 'lowered');
    const entry = join(cacheDir, 'artifacts', 'a'.repeat(64));
    mkdirSync(entry, { recursive: true });
    writeFileSync(join(entry, 'main'), Buffer.alloc(4096));
    writeFileSync(join(entry, 'result.json'), JSON.stringify({ names: ['main'], bytes: 4096 }));
    await removeCrashLeftovers({ cacheDir, workRoot: join(root, 'work'), cacheMaxBytes: 8192 });
    expect(existsSync(entry)).toBe(true);
    await removeCrashLeftovers({ cacheDir, workRoot: join(root, 'work'), cacheMaxBytes: 1024 });
    expect(existsSync(entry)).toBe(false);
  });
});
