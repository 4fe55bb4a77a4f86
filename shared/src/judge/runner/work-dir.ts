import { chmod, copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A fresh private work dir with the given files (and artifacts copied from a compile). */
export async function createWorkDir(
  workRoot: string | undefined,
  files: Record<string, string>,
  artifacts: { dir: string; names: string[] } | null = null,
): Promise<string> {
  const root = workRoot ?? tmpdir();
  await mkdir(root, { recursive: true });
  const workDir = await mkdtemp(join(root, 'zc-run-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(dirname(join(workDir, name)), { recursive: true });
    await writeFile(join(workDir, name), content);
  }
  for (const name of artifacts?.names ?? []) {
    await mkdir(dirname(join(workDir, name)), { recursive: true });
    await copyFile(join(artifacts!.dir, name), join(workDir, name));
    await chmod(join(workDir, name), 0o755);
  }
  return workDir;
}

export async function removeWorkDir(workDir: string): Promise<void> {
  await rm(workDir, { recursive: true, force: true });
}
