import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { artifactCacheFor, transientArtifactPattern } from './artifact-cache.ts';
import { defaultWorkRoot, workDirPattern } from './work-dir.ts';

/**
 * Whether a process of this PID namespace still runs. A reused pid counts as running: its
 * leftovers wait for a later start rather than risk a live process's files.
 */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the entries of `dir` whose name carries (group 1 of `pattern`) a pid that has ended. */
async function removeOrphans(dir: string, pattern: RegExp): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const pid = Number(pattern.exec(name)?.[1]);
    if (!pid || isRunning(pid)) continue;
    await rm(join(dir, name), { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/**
 * At start: removes what crashed processes left (work dirs, half-built and use-once artifacts,
 * half-built prepare steps) and trims the cache to its cap (which may have been lowered).
 * Several processes share these dirs (API_PROCESSES, `npm run worker`, tests), so only the
 * leftovers of pids that no longer run go; those processes must share a PID namespace.
 * Returns how many entries were removed.
 */
export async function removeCrashLeftovers(context: {
  cacheDir: string;
  cacheMaxBytes?: number;
  workRoot?: string;
}): Promise<number> {
  const workRoot = context.workRoot ?? (await defaultWorkRoot());
  const removed = [
    await removeOrphans(workRoot, workDirPattern),
    // ensurePrepared builds in work dirs inside the cache dir.
    await removeOrphans(context.cacheDir, workDirPattern),
    await removeOrphans(join(context.cacheDir, 'artifacts'), transientArtifactPattern),
  ];
  await artifactCacheFor(context.cacheDir, context.cacheMaxBytes).trim();
  return removed.reduce((sum, count) => sum + count, 0);
}
