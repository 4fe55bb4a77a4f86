import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmod, lstat, mkdir, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
/** Where supervisor.c sits beside this module (a bundler may move it: see `sourcePath`). */
const defaultSourcePath = fileURLToPath(new URL('./supervisor.c', import.meta.url));
/** C compilers tried in order. */
const compilers = ['gcc', 'cc', 'clang'];
const builds = new Map<string, Promise<string>>();

/** Name of the compiled supervisor inside its cache directory. */
export const supervisorFileName = 'zencode-supervisor';

async function exists(file: string): Promise<boolean> {
  return lstat(file).then(
    () => true,
    () => false,
  );
}

/**
 * The supervisor runs with the server's privileges: refuse a directory or binary that someone
 * else could have planted or could replace (a shared /tmp is writable by everyone).
 */
async function assertOwnedByUs(target: string): Promise<void> {
  const info = await lstat(target);
  const uid = process.getuid?.();
  if (info.isSymbolicLink() || (uid !== undefined && info.uid !== uid) || info.mode & 0o022) {
    throw new Error(
      `refusing to use ${target} for the sandbox supervisor: it must be owned by uid ${uid} ` +
        'and writable by no one else (pass another cacheDir)',
    );
  }
}

async function compile(output: string, sourcePath: string): Promise<void> {
  const failures: string[] = [];
  for (const compiler of compilers) {
    try {
      await execFileAsync(compiler, ['-O2', '-std=gnu11', '-o', output, sourcePath], {
        timeout: 60_000,
      });
      return;
    } catch (error) {
      failures.push(`${compiler}: ${(error as Error).message}`);
    }
  }
  throw new Error(`cannot build the sandbox supervisor (${failures.join('; ')})`);
}

async function build(cacheDir: string, sourcePath: string): Promise<string> {
  const source = await readFile(sourcePath);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const dir = path.join(cacheDir, hash);
  const binary = path.join(dir, supervisorFileName);
  // The sandbox user (uid 65534 when the server is root) must be able to execute it.
  await mkdir(dir, { recursive: true, mode: 0o755 });
  await assertOwnedByUs(cacheDir);
  await assertOwnedByUs(dir);
  await chmod(cacheDir, 0o755);
  await chmod(dir, 0o755);
  if (await exists(binary)) {
    await assertOwnedByUs(binary);
    return binary;
  }
  // Concurrent builders (several workers) each write their own file; rename makes it atomic.
  const partial = `${binary}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await compile(partial, sourcePath);
    await chmod(partial, 0o755);
    await rename(partial, binary);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return binary;
}

/** One directory per user: a directory shared in /tmp could be planted by another user. */
function defaultCacheDir(): string {
  return path.join(os.tmpdir(), `zencode-sandbox-${process.getuid?.() ?? 'user'}`);
}

export interface SupervisorOptions {
  /** Build directory (default os.tmpdir()/zencode-sandbox-<uid>). */
  cacheDir?: string;
  /** supervisor.c, when a bundler (the desktop app) ships it elsewhere than beside this module. */
  sourcePath?: string;
}

/**
 * Path of the compiled supervisor, built with gcc (or cc, clang) on first use into the cache
 * dir, under a folder named after the hash of supervisor.c.
 */
export function ensureSupervisor({
  cacheDir = defaultCacheDir(),
  sourcePath = defaultSourcePath,
}: SupervisorOptions = {}): Promise<string> {
  const key = `${cacheDir}\0${sourcePath}`;
  let pending = builds.get(key);
  if (!pending) {
    pending = build(cacheDir, sourcePath);
    pending.catch(() => builds.delete(key));
    builds.set(key, pending);
  }
  return pending;
}
