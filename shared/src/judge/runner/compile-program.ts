import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { type Language, toolchainVersion } from '../languages/index.ts';
import type { Sandbox, SandboxResult } from '../sandbox/sandbox.ts';
import type { ProgramFiles } from '../signature/index.ts';
import { artifactCacheFor, type CompiledArtifacts } from './artifact-cache.ts';
import { ensurePrepared, preparedMounts } from './ensure-prepared.ts';
import { compileLimits } from './run-limits.ts';
import { tidyOutput } from './tidy-output.ts';
import { createWorkDir, removeWorkDir } from './work-dir.ts';

/** `warnings`: what a successful compile printed (kept with the artifacts in the cache). */
export type CompileOutcome =
  | { ok: true; artifacts: CompiledArtifacts | null; warnings: string }
  | { ok: false; message: string };

export interface CompileContext {
  sandbox: Sandbox;
  cacheDir: string;
  /** Bytes of compiled programs kept in cacheDir (default: defaultArtifactCacheMb MiB). */
  cacheMaxBytes?: number;
  workRoot?: string;
}

const pending = new Map<string, Promise<CompileOutcome>>();

/**
 * Runs the compiler `argv` on `program` in a fresh work dir under the compile limits, with the
 * language's prepared dir readable; `use` reads the result (and the work dir) before it goes.
 */
async function inCompileSandbox<T>(
  language: Language,
  program: ProgramFiles,
  prepared: string,
  argv: string[],
  context: CompileContext,
  use: (result: SandboxResult, workDir: string) => Promise<T>,
): Promise<T> {
  const workDir = await createWorkDir(context.workRoot, program.files);
  try {
    const result = await context.sandbox.run({
      workDir,
      argv,
      limits: compileLimits,
      readOnlyDirs: await preparedMounts(prepared),
      memoryMode: language.memory.mode,
      ...(language.env ? { env: language.env(prepared) } : {}),
    });
    return await use(result, workDir);
  } finally {
    // Not awaited: a compile's artifacts are in the cache by now, and the run that waits for
    // them need not wait for this too.
    void removeWorkDir(workDir).catch((error: Error) => console.warn(`[judge] ${error.message}`));
  }
}

function compileInSandbox(
  language: Language,
  program: ProgramFiles,
  prepared: string,
  argv: string[],
  key: string,
  context: CompileContext,
): Promise<CompileOutcome> {
  return inCompileSandbox(language, program, prepared, argv, context, async (result, workDir) => {
    if (result.timedOut) {
      return { ok: false, message: 'Compilation took too long and was stopped.' };
    }
    // The compiler's errors, or a successful compile's warnings.
    const output = `${result.stderr}\n${result.stdout}`;
    const printed = tidyOutput(language.compilerOutput?.(output) ?? output);
    // Failures are not cached: one caused by the machine (load, a missing header) must not stick.
    if (result.exitCode !== 0) return { ok: false, message: printed || 'Compilation failed.' };
    // Recursive: Java's packaged classes (javafx/util/Pair.class) sit in subdirectories.
    const names = language.artifacts(await readdir(workDir, { recursive: true }));
    const cache = artifactCacheFor(context.cacheDir, context.cacheMaxBytes);
    const artifacts = await cache.store(key, workDir, names, printed);
    return { ok: true, artifacts, warnings: printed };
  });
}

/**
 * The kept program, or a compile of it: shared by concurrent callers in this process, except
 * for a restore (whose caller found the shared one gone).
 */
async function compileOnce(
  language: Language,
  program: ProgramFiles,
  context: CompileContext,
  share: boolean,
): Promise<CompileOutcome> {
  if (!language.compile) return { ok: true, artifacts: null, warnings: '' };
  const prepared = await ensurePrepared(language, context.sandbox, context.cacheDir);
  const argv = language.compile(program.sources, prepared);
  const version = await toolchainVersion(language);
  const key = createHash('sha256')
    .update(JSON.stringify([language.id, version, argv, Object.entries(program.files).sort()]))
    .digest('hex');
  const restore = async (): Promise<CompiledArtifacts> => {
    const again = await compileOnce(language, program, context, false);
    if (!again.ok || !again.artifacts) {
      throw new Error(
        `The program compiled before but not again: ${again.ok ? '' : again.message}`,
      );
    }
    return again.artifacts;
  };
  const cached = await artifactCacheFor(context.cacheDir, context.cacheMaxBytes).lookup(key);
  if (cached) {
    const { warnings, ...artifacts } = cached;
    return { ok: true, artifacts: { ...artifacts, restore }, warnings };
  }
  let compile = share ? pending.get(key) : undefined;
  if (!compile) {
    compile = compileInSandbox(language, program, prepared, argv, key, context);
    if (share) {
      pending.set(key, compile);
      void compile.finally(() => pending.delete(key)).catch(() => undefined);
    }
  }
  const outcome = await compile;
  if (!outcome.ok || !outcome.artifacts) return outcome;
  return { ...outcome, artifacts: { ...outcome.artifacts, restore } };
}

/**
 * Compiles once per distinct program: artifacts are kept in a size-capped cache under a sha256
 * of language, toolchain version, compile command and every source file, harness included.
 */
export function compileProgram(
  language: Language,
  program: ProgramFiles,
  context: CompileContext,
): Promise<CompileOutcome> {
  return compileOnce(language, program, context, true);
}

/**
 * The compiler's words on `program` checked for syntax and types only (gcc's and clang's
 * `-fsyntax-only`: nothing linked, nothing cached), or null when it ran out of time. For the
 * learner's C or C++ code on its own (learnerCodeAlone), to locate an error that broke the
 * judge's code after it.
 */
export async function checkSyntaxOnly(
  language: Language,
  program: ProgramFiles,
  context: CompileContext,
): Promise<string | null> {
  if (!language.compile) return null;
  const prepared = await ensurePrepared(language, context.sandbox, context.cacheDir);
  const argv = [...language.compile(program.sources, prepared), '-fsyntax-only'];
  return inCompileSandbox(language, program, prepared, argv, context, async (result) =>
    result.timedOut ? null : tidyOutput(`${result.stderr}\n${result.stdout}`),
  );
}
