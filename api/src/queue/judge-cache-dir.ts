import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureOwnedDir } from '@zencode/shared/judge';

/**
 * The compiled-artifact cache shared by every ZenCode process of this OS user (server, workers,
 * tests): os.tmpdir()/zencode-judge-<uid>, mode 0755 so the sandbox user can read artifacts.
 * Anything in it runs as a judged program, so it must be ours and writable by us alone: a
 * directory planted by another user (or a symlink) is refused rather than trusted.
 */
export function ensureJudgeCacheDir(
  dir = join(tmpdir(), `zencode-judge-${process.getuid?.() ?? 'user'}`),
): Promise<string> {
  return ensureOwnedDir(dir, 'The judge cache');
}
