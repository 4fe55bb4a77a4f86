import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile, copyFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type Language, toolchainVersion } from '../languages/index.ts';
import type { Sandbox } from '../sandbox/sandbox.ts';
import type { ProgramFiles } from '../signature/index.ts';
import { ensurePrepared } from './ensure-prepared.ts';
import { compileLimits } from './run-limits.ts';
import { tidyOutput } from './tidy-output.ts';
import { createWorkDir, removeWorkDir } from './work-dir.ts';

/** `warnings`: what a successful compile printed (kept with the artifacts in the cache). */
export type CompileOutcome =
  | { ok: true; artifacts: { dir: string; names: string[] } | null; warnings: string }
  | { ok: false; message: string };

export interface CompileContext {
  sandbox: Sandbox;
  cacheDir: string;
  workRoot?: string;
}

const pending = new Map<string, Promise<CompileOutcome>>();

async function readCached(dir: string): Promise<CompileOutcome | null> {
  try {
    const saved = JSON.parse(await readFile(join(dir, 'result.json'), 'utf8')) as {
      names: string[];
      warnings?: string;
    };
    return { ok: true, artifacts: { dir, names: saved.names }, warnings: saved.warnings ?? '' };
  } catch {
    return null;
  }
}

async function compileInSandbox(
  language: Language,
  program: ProgramFiles,
  argv: string[],
  dir: string,
  context: CompileContext,
): Promise<CompileOutcome> {
  const workDir = await createWorkDir(context.workRoot, program.files);
  try {
    const result = await context.sandbox.run({
      workDir,
      argv,
      limits: compileLimits,
      readOnlyDirs: [context.cacheDir],
      memoryMode: language.memory.mode,
    });
    if (result.timedOut) {
      return { ok: false, message: 'Compilation took too long and was stopped.' };
    }
    // The compiler's errors, or a successful compile's warnings.
    const printed = tidyOutput(`${result.stderr}\n${result.stdout}`);
    // Failures are not cached: one caused by the machine (load, a missing header) must not stick.
    if (result.exitCode !== 0) return { ok: false, message: printed || 'Compilation failed.' };
    // Recursive: Java's packaged classes (javafx/util/Pair.class) sit in subdirectories.
    const names = language.artifacts(await readdir(workDir, { recursive: true }));
    // Built aside and renamed into place, so concurrent judges never read half an entry.
    const scratch = `${dir}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await mkdir(scratch, { recursive: true });
    for (const name of names) {
      await mkdir(dirname(join(scratch, name)), { recursive: true });
      await copyFile(join(workDir, name), join(scratch, name));
    }
    await writeFile(join(scratch, 'result.json'), JSON.stringify({ names, warnings: printed }));
    await rename(scratch, dir).catch(() => removeWorkDir(scratch));
    return { ok: true, artifacts: { dir, names }, warnings: printed };
  } finally {
    await removeWorkDir(workDir);
  }
}

/**
 * Compiles once per distinct program: artifacts are cached under a sha256 of
 * language, toolchain version, compile command and every source file, harness included.
 */
export async function compileProgram(
  language: Language,
  program: ProgramFiles,
  context: CompileContext,
): Promise<CompileOutcome> {
  if (!language.compile) return { ok: true, artifacts: null, warnings: '' };
  const prepared = await ensurePrepared(language, context.sandbox, context.cacheDir);
  const argv = language.compile(program.sources, prepared);
  const version = await toolchainVersion(language);
  const key = createHash('sha256')
    .update(JSON.stringify([language.id, version, argv, Object.entries(program.files).sort()]))
    .digest('hex');
  const dir = join(context.cacheDir, 'artifacts', key);
  const cached = await readCached(dir);
  if (cached) return cached;
  let compile = pending.get(key);
  if (!compile) {
    compile = compileInSandbox(language, program, argv, dir, context).finally(() =>
      pending.delete(key),
    );
    pending.set(key, compile);
  }
  return compile;
}
