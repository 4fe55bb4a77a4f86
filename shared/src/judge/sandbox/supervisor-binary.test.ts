import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureSupervisor } from './supervisor-binary.ts';

describe('ensureSupervisor', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'zc-supervisor-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('builds once into the cache dir, executable by anyone, with no partial files left', async () => {
    const cacheDir = path.join(root, 'cache');
    const [first, second] = await Promise.all([
      ensureSupervisor({ cacheDir }),
      ensureSupervisor({ cacheDir }),
    ]);
    expect(first).toBe(second);
    expect(first.startsWith(cacheDir)).toBe(true);
    expect(statSync(first).mode & 0o777).toBe(0o755);
    expect(readdirSync(path.dirname(first))).toEqual(['zencode-supervisor']);
    const usage = (() => {
      try {
        return execFileSync(first, [], { stdio: 'pipe' }).toString();
      } catch (error) {
        return String((error as { stderr: Buffer }).stderr);
      }
    })();
    expect(usage).toContain('usage: zencode-supervisor');
  });

  it('refuses a cache dir that others could write to (a planted binary would run as us)', async () => {
    const shared = path.join(root, 'shared');
    mkdirSync(shared);
    chmodSync(shared, 0o777);
    await expect(ensureSupervisor({ cacheDir: shared })).rejects.toThrow(/writable by no one else/);
  });
});
