import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getLanguage } from '../languages/index.ts';
import { ProcessSandbox } from '../sandbox/process-sandbox.ts';
import { generators } from '../signature/index.ts';
import { ArtifactCache } from './artifact-cache.ts';
import { compileProgram } from './compile-program.ts';
import { judge } from './judge.ts';
import { runProgram } from './run-program.ts';
import { runProgramOnce } from './run-stdio-case.ts';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function freshCacheDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'zencode-artifact-cache-'));
  // The sandboxed compiler reads precompiled headers from here as another user.
  chmodSync(dir, 0o755);
  roots.push(dir);
  return dir;
}

/** A distinct C program per n (a distinct cache key), printing n. */
const printing = (n: number) =>
  `#include <stdio.h>\nint main(void) { printf("%d\\n", ${n}); return 0; }\n`;

/** The kept entries (key -> bytes of their files) and every other name in artifacts/. */
function listCache(cacheDir: string) {
  const root = join(cacheDir, 'artifacts');
  const kept = new Map<string, number>();
  const others: string[] = [];
  for (const name of readdirSync(root)) {
    if (!/^[0-9a-f]{64}$/.test(name)) {
      others.push(name);
      continue;
    }
    const files = readdirSync(join(root, name)).filter((file) => file !== 'result.json');
    kept.set(
      name,
      files.reduce((sum, file) => sum + statSync(join(root, name, file)).size, 0),
    );
  }
  const total = [...kept.values()].reduce((sum, bytes) => sum + bytes, 0);
  return { kept, total, others };
}

const sandbox = new ProcessSandbox();
const run = (n: number, cacheDir: string, cacheMaxBytes: number) =>
  runProgram({ language: 'c', code: printing(n) }, { sandbox, cacheDir, cacheMaxBytes });
const pause = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('the compiled-artifact cache', () => {
  it('stays under its cap, evicts the least recently used, and judges an evicted program again', async () => {
    const cacheDir = freshCacheDir();
    expect((await run(1, cacheDir, 1 << 30)).stdout).toBe('1\n');
    const [first] = listCache(cacheDir).kept.keys();
    const bytes = listCache(cacheDir).total;
    // Room for two programs, not three (trimming goes down to 90%).
    const cap = Math.floor(bytes * 2.5);
    await pause();
    expect((await run(2, cacheDir, cap)).stdout).toBe('2\n');
    const second = [...listCache(cacheDir).kept.keys()].find((key) => key !== first)!;
    await pause();
    // Using the first again makes the second the least recently used.
    expect((await run(1, cacheDir, cap)).stdout).toBe('1\n');
    await pause();
    expect((await run(3, cacheDir, cap)).stdout).toBe('3\n');
    const after = listCache(cacheDir);
    expect(after.total).toBeLessThanOrEqual(cap);
    expect(after.kept.size).toBe(2);
    expect(after.kept.has(first!)).toBe(true);
    expect(after.kept.has(second)).toBe(false);
    // The evicted program compiles again and runs correctly; the cap still holds.
    expect((await run(2, cacheDir, cap)).stdout).toBe('2\n');
    expect(listCache(cacheDir).total).toBeLessThanOrEqual(cap);
    expect(listCache(cacheDir).others).toEqual([]);
  }, 120_000);

  it('uses a program larger than the whole cap once and keeps nothing of it', async () => {
    const cacheDir = freshCacheDir();
    expect((await run(4, cacheDir, 1024)).stdout).toBe('4\n');
    expect((await run(4, cacheDir, 1024)).stdout).toBe('4\n');
    expect(listCache(cacheDir)).toEqual({ kept: new Map(), total: 0, others: [] });
  }, 120_000);

  it('a program evicted between its compile and a run is compiled again, not lost', async () => {
    const cacheDir = freshCacheDir();
    const context = { sandbox, cacheDir };
    const language = getLanguage('c');
    const program = generators.c.program(printing(5));
    const compiled = await compileProgram(language, program, context);
    if (!compiled.ok || !compiled.artifacts) throw new Error('expected a compiled program');
    // Another process with a tiny cap evicts everything.
    await new ArtifactCache(join(cacheDir, 'artifacts'), 1).trim();
    expect(listCache(cacheDir).kept.size).toBe(0);
    const result = await runProgramOnce(
      language,
      { program, artifacts: compiled.artifacts, stdin: '', cpuMs: 2000, memoryMb: 64 },
      context,
    );
    expect(result.stdout).toBe('5\n');
    expect(listCache(cacheDir).kept.size).toBe(1);
  }, 120_000);

  it('another process evicting all the time breaks no case of a submission being judged', async () => {
    const cacheDir = freshCacheDir();
    // Room for one program: each compile of the other process evicts ours between two cases.
    const cap = 20_000;
    const script = join(cacheDir, 'churn.mts');
    const here = import.meta.dirname;
    writeFileSync(
      script,
      [
        `import { runProgram } from ${JSON.stringify(join(here, 'run-program.ts'))};`,
        `import { ProcessSandbox } from ${JSON.stringify(join(here, '../sandbox/process-sandbox.ts'))};`,
        'const sandbox = new ProcessSandbox();',
        'for (let n = 100; n < 110; n++) {',
        `  const code = '#include <stdio.h>\\nint main(void) { printf("%d\\\\n", ' + n + '); return 0; }\\n';`,
        `  const context = { sandbox, cacheDir: ${JSON.stringify(cacheDir)}, cacheMaxBytes: ${cap} };`,
        `  const result = await runProgram({ language: 'c', code }, context);`,
        `  if (result.stdout !== n + '\\n') throw new Error('churn ' + n + ': ' + JSON.stringify(result));`,
        '}',
      ].join('\n'),
    );
    const churn = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: here,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let churnErrors = '';
    churn.stderr.on('data', (chunk: Buffer) => (churnErrors += chunk.toString()));
    const churnDone = new Promise<number | null>((resolve) => churn.on('exit', resolve));
    const doubling =
      '#include <stdio.h>\nint main(void) { int n; scanf("%d", &n); printf("%d\\n", 2 * n); return 0; }\n';
    const cases = Array.from({ length: 30 }, (_, n) => ({ input: `${n}`, expected: `${2 * n}` }));
    const result = await judge(
      { language: 'c', signature: { kind: 'stdio' }, cases, code: doubling },
      { sandbox, cacheDir, cacheMaxBytes: cap },
    );
    expect(await churnDone, churnErrors).toBe(0);
    expect(result.verdict).toBe('Accepted');
    expect(result.passed).toBe(30);
    const after = listCache(cacheDir);
    expect(after.total).toBeLessThanOrEqual(cap);
    expect(after.others).toEqual([]);
  }, 240_000);
});
