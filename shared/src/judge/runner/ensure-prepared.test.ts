import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { getLanguage } from '../languages/index.ts';
import { ProcessSandbox } from '../sandbox/process-sandbox.ts';
import { ensurePrepared } from './ensure-prepared.ts';

const cacheDir = mkdtempSync(join(tmpdir(), 'zc-prepared-'));
// Sandboxed programs run as another user: the cache must be readable by all.
chmodSync(cacheDir, 0o755);
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('ensurePrepared', () => {
  it('removes the prepared dirs of earlier toolchain versions, and rebuilds its own when removed', async () => {
    const cpp = getLanguage('cpp');
    const stale = join(cacheDir, 'prepared-cpp-1.0.0-0123456789ab');
    const otherLanguage = join(cacheDir, 'prepared-java-1.0.0-0123456789ab');
    for (const dir of [stale, otherLanguage]) {
      mkdirSync(dir);
      writeFileSync(join(dir, 'left.txt'), 'from an earlier version');
    }
    const sandbox = new ProcessSandbox();
    const prepared = await ensurePrepared(cpp, sandbox, cacheDir);
    expect(existsSync(join(prepared, cpp.prepare!.output))).toBe(true);
    await vi.waitFor(() => expect(existsSync(stale)).toBe(false));
    expect(existsSync(otherLanguage)).toBe(true);

    // Removed under this process (another one's clean-up): the next compile builds it again.
    rmSync(prepared, { recursive: true, force: true });
    expect(await ensurePrepared(cpp, sandbox, cacheDir)).toBe(prepared);
    expect(existsSync(join(prepared, cpp.prepare!.output))).toBe(true);
  }, 120_000);
});
