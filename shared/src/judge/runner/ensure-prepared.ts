import { createHash } from 'node:crypto';
import { access, chmod, copyFile, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Language, toolchainVersion } from '../languages/index.ts';
import type { Sandbox } from '../sandbox/sandbox.ts';
import { harnessRuntime } from '../signature/harness-runtime.ts';
import { compileLimits } from './run-limits.ts';
import { createWorkDir, removeWorkDir } from './work-dir.ts';

const builds = new Map<string, Promise<void>>();
/** Targets whose build finished (a build under way is not checked for its output). */
const built = new Set<string>();

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

const packageFileDigests = new Map<string, Promise<string>>();

/** sha256 of an installed package file (esbuild's binary), read once per process. */
function packageFileDigest(specifier: string): Promise<string> {
  let digest = packageFileDigests.get(specifier);
  if (!digest) {
    digest = Promise.resolve()
      .then(() => readFile(resolvePackageFile(specifier)))
      .then(
        (bytes) => createHash('sha256').update(bytes).digest('hex'),
        // Missing: the prepare step reports it when it tries to copy the file.
        () => 'missing',
      );
    packageFileDigests.set(specifier, digest);
  }
  return digest;
}

/**
 * Where a language's prepared files live: per toolchain version, prepare step and the package
 * files it copies, so an upgrade (of the compiler, or of npm's esbuild) or a change of flags
 * rebuilds them.
 */
export async function preparedDir(language: Language, cacheDir: string): Promise<string> {
  const version = (await toolchainVersion(language)) ?? 'unknown';
  const packageFiles = await Promise.all(
    Object.values(language.prepare?.packageFiles ?? {}).map(packageFileDigest),
  );
  const runtimeFiles = Object.values(language.prepare?.runtimeFiles ?? {}).map((path) =>
    createHash('sha256').update(harnessRuntime(path)).digest('hex'),
  );
  const recipe = createHash('sha256')
    .update(JSON.stringify([language.prepare ?? null, packageFiles, runtimeFiles]))
    .digest('hex')
    .slice(0, 12);
  return join(cacheDir, `prepared-${language.id}-${version.replace(/[^\w.-]/g, '_')}-${recipe}`);
}

/** A file of an installed npm package ({platform} and {arch} filled in), e.g. esbuild's binary. */
export function resolvePackageFile(specifier: string): string {
  return createRequire(import.meta.url).resolve(
    specifier.replace('{platform}', process.platform).replace('{arch}', process.arch),
  );
}

async function build(
  language: Language,
  sandbox: Sandbox,
  cacheDir: string,
  target: string,
): Promise<void> {
  const prepare = language.prepare!;
  if (await exists(join(target, prepare.output))) return;
  // Built in a scratch dir inside the cache (createWorkDir makes the cache dir) and renamed into
  // place: readers never see half a file.
  const runtimeFiles = Object.entries(prepare.runtimeFiles ?? {}).map(
    ([name, path]) => [name, harnessRuntime(path)] as const,
  );
  const workDir = await createWorkDir(cacheDir, {
    ...prepare.files,
    ...Object.fromEntries(runtimeFiles),
  });
  try {
    for (const [name, specifier] of Object.entries(prepare.packageFiles ?? {})) {
      await copyFile(resolvePackageFile(specifier), join(workDir, name));
    }
    const result = await sandbox.run({
      workDir,
      argv: prepare.argv,
      ...(prepare.env ? { env: prepare.env(sandbox.programWorkDir?.(workDir) ?? workDir) } : {}),
      limits: { ...compileLimits, ...prepare.limits },
      memoryMode: language.memory.mode,
    });
    if (result.exitCode !== 0 || !(await exists(join(workDir, prepare.output)))) {
      throw new Error(`Preparing ${language.label} failed: ${result.stderr}`);
    }
    // Every compile may run as a different sandbox user: everything must be readable by all.
    await chmod(workDir, 0o755);
    for (const name of await readdir(workDir, { recursive: true })) {
      const executable = ((await stat(join(workDir, name))).mode & 0o100) !== 0;
      await chmod(join(workDir, name), executable ? 0o755 : 0o644);
    }
    await rename(workDir, target).catch(async (error: NodeJS.ErrnoException) => {
      if (!(await exists(join(target, prepare.output)))) throw error;
    });
  } finally {
    await removeWorkDir(workDir);
  }
}

/**
 * A prepared dir of another version younger than this may serve a process that still runs it (two
 * versions sharing the cache dir during an upgrade): left alone, so that the two never delete each
 * other's dir, nor pull one from under a compile that is about to mount it.
 */
const stalePreparedAgeMs = 24 * 60 * 60 * 1000;

/**
 * Removes the language's prepared dirs other than `keep` built over a day ago: those of an
 * earlier toolchain version or prepare step, which nothing reads again (a process still using one
 * rebuilds it, see ensurePrepared).
 */
export async function removeStalePrepared(
  language: Language,
  cacheDir: string,
  keep: string,
): Promise<void> {
  const prefix = `prepared-${language.id}-`;
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  for (const name of names) {
    const dir = join(cacheDir, name);
    if (!name.startsWith(prefix) || dir === keep) continue;
    const built = await stat(dir).catch(() => null);
    if (built && Date.now() - built.mtimeMs > stalePreparedAgeMs)
      await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Builds a language's `prepare` step once per cache dir and toolchain version (C++: the
 * precompiled bits/stdc++.h, about 0.4 s per compile instead of 1.3 s; Java: javac's class-data
 * archive). A failure only costs speed: it is logged and retried on the next compile. Once
 * built, the prepared dirs of the language's earlier toolchain versions are removed.
 */
export async function ensurePrepared(
  language: Language,
  sandbox: Sandbox,
  cacheDir: string,
): Promise<string> {
  const target = await preparedDir(language, cacheDir);
  if (!language.prepare) return target;
  let pending = builds.get(target);
  // Built before, then removed (by a process of a newer toolchain sharing the cache dir): again.
  if (pending && built.has(target) && !(await exists(join(target, language.prepare.output)))) {
    // Unless another caller started the rebuild meanwhile.
    if (builds.get(target) === pending) {
      built.delete(target);
      builds.delete(target);
    }
    pending = builds.get(target);
  }
  if (!pending) {
    pending = build(language, sandbox, cacheDir, target).then(
      // The dirs of earlier versions go once this one is built, aside from any compile's time.
      () => {
        built.add(target);
        void removeStalePrepared(language, cacheDir, target).catch(() => undefined);
      },
      (error: unknown) => {
        builds.delete(target);
        console.warn(`[judge] ${(error as Error).message}`);
      },
    );
    builds.set(target, pending);
  }
  await pending;
  return target;
}

/**
 * What a compile or a lint of this language may read of the judge's cache: its own prepared dir
 * (when it was built), never the whole cache, where other learners' compiled programs are kept.
 */
export async function preparedMounts(prepared: string): Promise<string[]> {
  const info = await stat(prepared).catch(() => null);
  return info?.isDirectory() ? [prepared] : [];
}
