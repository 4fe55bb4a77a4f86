import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type CompiledArtifacts, copyArtifacts } from './artifact-cache.ts';
import { ensureOwnedDir } from './owned-dir.ts';

/** Work dirs are named zc-run-<pid>-<random>: a crashed process's can be told from a live one's. */
export const workDirPattern = /^zc-run-(\d+)-/;

/** Where work dirs go unless the context names a workRoot: os.tmpdir()/zencode-work-<uid>. */
export function defaultWorkRoot(): Promise<string> {
  const dir = join(tmpdir(), `zencode-work-${process.getuid?.() ?? 'user'}`);
  return ensureOwnedDir(dir, 'The judge work root');
}

/** A fresh private work dir with the given files (and artifacts copied from a compile). */
export async function createWorkDir(
  workRoot: string | undefined,
  files: Record<string, string>,
  artifacts: CompiledArtifacts | null = null,
): Promise<string> {
  // The default root is created (and checked) by defaultWorkRoot; a given one only here.
  const root = workRoot ?? (await defaultWorkRoot());
  if (workRoot) await mkdir(root, { recursive: true });
  const workDir = await mkdtemp(join(root, `zc-run-${process.pid}-`));
  try {
    for (const [name, content] of Object.entries(files)) {
      await mkdir(dirname(join(workDir, name)), { recursive: true });
      await writeFile(join(workDir, name), content);
    }
    if (artifacts) await copyArtifacts(artifacts, workDir);
    return workDir;
  } catch (error) {
    await removeWorkDir(workDir);
    throw error;
  }
}

export async function removeWorkDir(workDir: string): Promise<void> {
  await rm(workDir, { recursive: true, force: true });
}
