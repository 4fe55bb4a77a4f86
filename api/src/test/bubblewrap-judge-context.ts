import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { BubblewrapSandbox } from '../judge/index.ts';

/**
 * For a test file (call it inside its describe): a bubblewrap sandbox and a judge cache dir of its
 * own, readable by the sandbox's user, closed and removed after the file's tests.
 */
export function bubblewrapJudgeContextPerFile(prefix: string): {
  sandbox: BubblewrapSandbox;
  cacheDir: string;
} {
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(cacheDir, 0o755);
  const context = { sandbox: new BubblewrapSandbox(), cacheDir };
  afterAll(async () => {
    await context.sandbox.close();
    rmSync(cacheDir, { recursive: true, force: true });
  });
  return context;
}
