import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { getLanguage } from '../languages/index.ts';
import { ProcessSandbox } from '../sandbox/process-sandbox.ts';
import { ensurePrepared } from './ensure-prepared.ts';
import { readableTempDirPerFile } from './test-judge-context.ts';

// Sandboxed programs run as another user: the cache must be readable by all.
const cacheDir = readableTempDirPerFile('zc-prepared-');

describe('ensurePrepared', () => {
  it('removes the prepared dirs of earlier toolchain versions, and rebuilds its own when removed', async () => {
    const cpp = getLanguage('cpp');
    const stale = join(cacheDir, 'prepared-cpp-1.0.0-0123456789ab');
    const otherLanguage = join(cacheDir, 'prepared-java-1.0.0-0123456789ab');
    // Built an hour ago by a process of another version that may still run: kept.
    const recent = join(cacheDir, 'prepared-cpp-2.0.0-0123456789ab');
    for (const dir of [stale, otherLanguage, recent]) {
      mkdirSync(dir);
      writeFileSync(join(dir, 'left.txt'), 'from another version');
    }
    const hoursAgo = (hours: number) => (Date.now() - hours * 60 * 60 * 1000) / 1000;
    utimesSync(stale, hoursAgo(48), hoursAgo(48));
    utimesSync(recent, hoursAgo(1), hoursAgo(1));
    const sandbox = new ProcessSandbox();
    const prepared = await ensurePrepared(cpp, sandbox, cacheDir);
    expect(existsSync(join(prepared, cpp.prepare!.output))).toBe(true);
    await vi.waitFor(() => expect(existsSync(stale)).toBe(false));
    expect(existsSync(otherLanguage)).toBe(true);
    expect(existsSync(recent)).toBe(true);

    // Removed under this process (another one's clean-up): the next compile builds it again.
    rmSync(prepared, { recursive: true, force: true });
    expect(await ensurePrepared(cpp, sandbox, cacheDir)).toBe(prepared);
    expect(existsSync(join(prepared, cpp.prepare!.output))).toBe(true);
  }, 120_000);
});
