import { chmod, lstat, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The compiled-artifact cache shared by every ZenCode process of this OS user (server, workers,
 * tests): os.tmpdir()/zencode-judge-<uid>, mode 0755 so the sandbox user can read artifacts.
 * Anything in it runs as a judged program, so it must be ours and writable by us alone: a
 * directory planted by another user (or a symlink) is refused rather than trusted.
 */
export async function ensureJudgeCacheDir(
  dir = join(tmpdir(), `zencode-judge-${process.getuid?.() ?? 'user'}`),
): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o755 });
  const info = await lstat(dir);
  const uid = process.getuid?.();
  if (!info.isDirectory() || (uid !== undefined && info.uid !== uid)) {
    throw new Error(`The judge cache ${dir} is not a directory owned by this user; remove it.`);
  }
  if ((info.mode & 0o022) !== 0 || (info.mode & 0o005) !== 0o005) await chmod(dir, 0o755);
  return dir;
}
