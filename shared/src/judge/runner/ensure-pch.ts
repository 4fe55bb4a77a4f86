import { access, chmod, mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { cppFlags, cppPchDir } from '../languages/index.ts';
import type { Sandbox } from '../sandbox/sandbox.ts';
import { compileLimits } from './run-limits.ts';
import { createWorkDir, removeWorkDir } from './work-dir.ts';

const builds = new Map<string, Promise<void>>();

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

async function build(sandbox: Sandbox, cacheDir: string): Promise<void> {
  const target = cppPchDir(cacheDir);
  if (await exists(join(target, 'stdc++.h.gch'))) return;
  await mkdir(cacheDir, { recursive: true });
  // Built in a scratch dir inside the cache and renamed into place: readers never see half a file.
  const workDir = await createWorkDir(cacheDir, { 'stdc++.h': '#include <bits/stdc++.h>\n' });
  try {
    const result = await sandbox.run({
      workDir,
      argv: ['/usr/bin/g++', ...cppFlags, '-x', 'c++-header', 'stdc++.h', '-o', 'stdc++.h.gch'],
      limits: compileLimits,
    });
    if (result.exitCode !== 0)
      throw new Error(`Building the C++ precompiled header failed: ${result.stderr}`);
    // Every compile may run as a different sandbox user: the header must be readable by all.
    await chmod(workDir, 0o755);
    await chmod(join(workDir, 'stdc++.h.gch'), 0o644);
    await rename(workDir, target).catch(async (error: NodeJS.ErrnoException) => {
      if (!(await exists(join(target, 'stdc++.h.gch')))) throw error;
    });
  } finally {
    await removeWorkDir(workDir);
  }
}

/**
 * Builds `bits/stdc++.h` once per cache dir with exactly the flags of every C++ compile, so each
 * compile loads it instead of parsing the whole standard library (about 0.4 s instead of 1.3 s).
 * A failed build is not fatal: g++ then reads the plain header, only slower.
 */
export function ensurePch(sandbox: Sandbox, cacheDir: string): Promise<void> {
  let pending = builds.get(cacheDir);
  if (!pending) {
    pending = build(sandbox, cacheDir).catch((error: unknown) => {
      builds.delete(cacheDir);
      console.warn(`[judge] ${(error as Error).message}`);
    });
    builds.set(cacheDir, pending);
  }
  return pending;
}
