import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultWorkRoot, judge, ProcessSandbox } from '@zencode/shared/judge';
import { afterAll, describe, expect, it } from 'vitest';
import { BubblewrapSandbox } from '../judge/index.ts';
import { silentLogger } from '../logger.ts';
import { bubblewrapSkipReason } from '../test/skip-reason.ts';
import { createJudgeRuntime } from './judge-runtime.ts';

const temp = mkdtempSync(join(tmpdir(), 'zencode-runtime-'));
chmodSync(temp, 0o755);
afterAll(() => rmSync(temp, { recursive: true, force: true }));

// Skipped where bubblewrap is unusable; under CI=true that fails the file instead.
const unavailable = await bubblewrapSkipReason();

const runtimeOptions = {
  config: { host: '127.0.0.1', judgeConcurrency: 1, judgeCacheBytes: 256 * 1024 * 1024 },
  // The progress listener connects only when someone listens.
  connectionString: 'postgres://127.0.0.1:1/unused',
  logger: silentLogger,
  sandbox: new ProcessSandbox(),
};

describe('the judge runtime', () => {
  it('removes the work dirs a crashed process left, keeps a live one’s, and uses the cap', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    const workRoot = await defaultWorkRoot();
    const crashed = join(workRoot, `zc-run-${ended}-crashed`);
    const live = join(workRoot, `zc-run-${process.pid}-live`);
    mkdirSync(crashed);
    mkdirSync(live);
    try {
      const runtime = await createJudgeRuntime(runtimeOptions);
      await runtime.close();
      expect(existsSync(crashed)).toBe(false);
      expect(existsSync(live)).toBe(true);
      expect(runtime.context.cacheMaxBytes).toBe(256 * 1024 * 1024);
    } finally {
      rmSync(live, { recursive: true, force: true });
    }
  });

  it.skipIf(unavailable !== null)(
    'judges in bubblewrap a program larger than the whole cap, keeping none of it',
    async () => {
      const cacheDir = join(temp, 'cache');
      mkdirSync(cacheDir, { mode: 0o755 });
      const code =
        '#include <stdio.h>\nint main(void) { int n; scanf("%d", &n); printf("%d\\n", n * n); return 0; }\n';
      const cases = [2, 3, 4].map((n) => ({ input: `${n}`, expected: `${n * n}` }));
      const context = { sandbox: new BubblewrapSandbox(), cacheDir, cacheMaxBytes: 1 };
      for (let round = 0; round < 2; round++) {
        const result = await judge(
          { language: 'c', signature: { kind: 'stdio' }, cases, code },
          context,
        );
        expect(result.verdict).toBe('Accepted');
      }
      expect(readdirSync(join(cacheDir, 'artifacts'))).toEqual([]);
      await context.sandbox.close();
    },
    120_000,
  );
});
