import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FunctionSignature } from '@zencode/shared/contract';
import { generators, resolvePackageFile, type Language } from '@zencode/shared/judge';
// The harness runtimes (Rust's crate build script), by path like the wire format below.
import { harnessRuntime } from '../../shared/src/judge/signature/harness-runtime.ts';
// The wire format the harness reads; internal to the runner, so imported by path for the bench.
import { encodeBatch } from '../../shared/src/judge/protocol/encode-batch.ts';

function execute(
  argv: string[],
  cwd: string,
  stdin: string | Buffer = '',
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0]!, argv.slice(1), {
      cwd,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0)
        reject(new Error(`${argv.join(' ')} exited ${code}: ${stderr.slice(0, 500)}`));
      else resolve({ code, stdout });
    });
    child.stdin.end(stdin);
  });
}

async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), content);
  }
}

/**
 * The baseline: compiling and running a solution directly, with no sandbox, queue, database or
 * HTTP: the language's own compile command (with its precompiled header or class archive, built
 * once beforehand like the judge's cache) and one harness process over every case.
 */
export async function createDirectRunner(language: Language) {
  const preparedDir = await mkdtemp(join(tmpdir(), `zc-bench-prepared-${language.id}-`));
  const prepareStarted = performance.now();
  if (language.prepare) {
    await writeFiles(preparedDir, language.prepare.files);
    for (const [name, path] of Object.entries(language.prepare.runtimeFiles ?? {})) {
      await writeFiles(preparedDir, { [name]: harnessRuntime(path) });
    }
    for (const [name, specifier] of Object.entries(language.prepare.packageFiles ?? {})) {
      await copyFile(resolvePackageFile(specifier), join(preparedDir, name));
    }
    await execute(language.prepare.argv, preparedDir, '', language.prepare.env?.(preparedDir));
  }
  /** The compile in `workDir` with the prepared dir `prepared` (its environment too: Go's). */
  const compile = (program: { sources: string[] }, workDir: string, prepared: string) =>
    execute(language.compile!(program.sources, prepared), workDir, '', language.env?.(prepared));
  return {
    /** Milliseconds the prepare step took (Rust: building its crates; what a compile would
     *  cost on top without the prepared dir). */
    prepareMs: performance.now() - prepareStarted,
    /**
     * Milliseconds of one compile of `code` (its harness) with the prepared dir, or with an
     * empty one instead (Go then builds the standard library and gods).
     */
    async compileMs(signature: FunctionSignature, code: string, prepared = true): Promise<number> {
      const program = generators[language.id].harness(signature, code);
      const workDir = await mkdtemp(join(tmpdir(), `zc-bench-compile-`));
      const empty = await mkdtemp(join(tmpdir(), `zc-bench-unprepared-`));
      try {
        await writeFiles(workDir, program.files);
        const started = performance.now();
        await compile(program, workDir, prepared ? preparedDir : empty);
        return performance.now() - started;
      } finally {
        await rm(workDir, { recursive: true, force: true });
        await rm(empty, { recursive: true, force: true });
      }
    },
    /** Milliseconds to compile and run `code` on every input once. */
    async time(signature: FunctionSignature, code: string, inputs: string[]): Promise<number> {
      const program = generators[language.id].harness(signature, code);
      const workDir = await mkdtemp(join(tmpdir(), `zc-bench-direct-`));
      try {
        await writeFiles(workDir, program.files);
        const stdin = encodeBatch(
          {
            nonce: randomBytes(16).toString('hex'),
            timeLimitMs: 10_000,
            outputLimitBytes: 1 << 20,
          },
          signature,
          inputs,
        );
        const started = performance.now();
        if (language.compile) await compile(program, workDir, preparedDir);
        const memory = language.memory.mode === 'resident' ? language.memory.env?.(256) : undefined;
        await execute(language.run(program.entry, []), workDir, stdin, memory);
        return performance.now() - started;
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
    close: () => rm(preparedDir, { recursive: true, force: true }),
  };
}
