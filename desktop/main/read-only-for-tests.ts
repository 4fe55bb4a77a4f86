import { execFileSync } from 'node:child_process';
import { chmodSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Test support: makes files and folders really unwritable. A mode alone does not stop root (the
 * tests run as root in CI), so there they are also made immutable (chattr +i, which root obeys).
 */

const asRoot = () => process.getuid?.() === 0;

function setImmutable(path: string, immutable: boolean): void {
  execFileSync('chattr', [immutable ? '+i' : '-i', path], { stdio: 'pipe' });
}

/** Makes each path read-only for everyone, this process included; answers how to undo it. */
export function makeReadOnly(...paths: string[]): () => void {
  const modes = paths.map((path) => statSync(path).mode & 0o7777);
  for (const path of paths) {
    chmodSync(path, statSync(path).isDirectory() ? 0o555 : 0o444);
    if (asRoot()) setImmutable(path, true);
  }
  const restore = () =>
    paths.forEach((path, index) => {
      if (asRoot()) setImmutable(path, false);
      chmodSync(path, modes[index]!);
    });
  // A test must not pass because the path stayed writable.
  for (const path of paths) {
    const probe = statSync(path).isDirectory() ? join(path, '.write-probe') : path;
    try {
      writeFileSync(probe, '', { flag: 'a' });
    } catch {
      continue;
    }
    if (probe !== path) rmSync(probe);
    restore();
    throw new Error(`${path} is still writable: this test needs a really read-only path.`);
  }
  return restore;
}
