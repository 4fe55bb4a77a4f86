import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
const sourcePath = new URL('./supervisor.c', import.meta.url);
const builds = new Map<string, Promise<string>>();

/** Name of the compiled supervisor inside its cache directory. */
export const supervisorFileName = 'zencode-supervisor';

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function build(cacheDir: string): Promise<string> {
  const source = await readFile(sourcePath);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const dir = path.join(cacheDir, hash);
  const binary = path.join(dir, supervisorFileName);
  if (await exists(binary)) return binary;
  // The sandbox user (uid 65534 when the server is root) must be able to execute it.
  await mkdir(dir, { recursive: true, mode: 0o755 });
  await chmod(cacheDir, 0o755);
  await chmod(dir, 0o755);
  // Concurrent builders (several workers) each write their own file; rename makes it atomic.
  const partial = `${binary}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await execFileAsync('gcc', ['-O2', '-std=gnu11', '-o', partial, fileURLToPath(sourcePath)], {
      timeout: 60_000,
    });
    await chmod(partial, 0o755);
    await rename(partial, binary);
  } catch (error) {
    await rm(partial, { force: true });
    throw new Error(`cannot build the sandbox supervisor with gcc: ${(error as Error).message}`);
  }
  return binary;
}

/**
 * Path of the compiled supervisor, building it with gcc on first use into `cacheDir`
 * (default os.tmpdir()/zencode-sandbox), under a folder named after the hash of supervisor.c.
 */
export function ensureSupervisor(
  cacheDir = path.join(os.tmpdir(), 'zencode-sandbox'),
): Promise<string> {
  const key = cacheDir;
  let pending = builds.get(key);
  if (!pending) {
    pending = build(cacheDir);
    pending.catch(() => builds.delete(key));
    builds.set(key, pending);
  }
  return pending;
}
