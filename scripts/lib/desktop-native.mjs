// Electron in a source checkout: npm install leaves its binary out (allowScripts), so the desktop
// scripts look for it here.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(repoRoot, 'package.json'));

/** node_modules/electron: its version and where its binary is (null until it is fetched). */
export function electronPackage() {
  const dir = dirname(require.resolve('electron/package.json'));
  const pathFile = join(dir, 'path.txt');
  const executable = existsSync(pathFile)
    ? join(dir, 'dist', readFileSync(pathFile, 'utf8').trim())
    : null;
  return {
    dir,
    version: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version,
    executable: executable && existsSync(executable) ? executable : null,
  };
}

/** Ends the script with one clear paragraph: what failed and what to do, never a stack. */
export function fail(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}
