import { chmod, lstat, mkdir } from 'node:fs/promises';

/**
 * Creates `dir` (mode 0755: the sandbox user must read below it) and checks that it is ours.
 * What sits in it runs as a judged program, so it must be writable by us alone: a directory
 * planted by another user of a shared /tmp (or a symlink) is refused rather than trusted.
 */
export async function ensureOwnedDir(dir: string, label: string): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o755 });
  const info = await lstat(dir);
  const uid = process.getuid?.();
  if (!info.isDirectory() || (uid !== undefined && info.uid !== uid)) {
    throw new Error(`${label} ${dir} is not a directory owned by this user; remove it.`);
  }
  if ((info.mode & 0o022) !== 0 || (info.mode & 0o005) !== 0o005) await chmod(dir, 0o755);
  return dir;
}
