import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The README's two desktop commands on a machine that cannot download (this one, and CI: both
 * Electron's download is pointed at a closed local port so the test never depends on the network): each
 * ends with one clear paragraph and exit code 1, never a stack, and changes nothing.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const nodeSqlite = join(
  dirname(require.resolve('better-sqlite3/package.json')),
  `prebuilds/${process.platform}-${process.arch}.node`,
);
const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const offlineEnv = { ...process.env, ELECTRON_MIRROR: 'http://127.0.0.1:9/' };
const runScript = (script: string, args: string[] = []) =>
  spawnSync(process.execPath, [join(repoRoot, 'scripts', script), ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: offlineEnv,
    timeout: 60_000,
  });

const electronBinaryPresent = existsSync(join(dirname(require.resolve('electron')), 'path.txt'));

describe('npm run desktop:setup without network', () => {
  it.runIf(!electronBinaryPresent)(
    'says the Electron download failed and what to do, and leaves Node’s build alone',
    () => {
      const before = sha(nodeSqlite);
      const result = runScript('desktop-setup.mjs');
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/^\nCould not download Electron \d+\.\d+\.\d+: .+/);
      expect(result.stderr).toContain('This step needs network access');
      expect(result.stderr).toContain('run `npm run desktop:setup` again');
      expect(result.stderr).not.toMatch(/^\s+at /m);
      expect(sha(nodeSqlite)).toBe(before);
    },
  );
});

describe('npm run desktop before the setup', () => {
  it.runIf(!electronBinaryPresent)('names the setup command instead of crashing', () => {
    const result = runScript('desktop-start.mjs');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('binary is not installed (npm install skips its download)');
    expect(result.stderr).toContain('Run `npm run desktop:setup` once');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});
