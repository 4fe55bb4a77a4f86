import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { LanguageId, Signature } from '@zencode/shared/contract';
import {
  ensurePrepared,
  preparedMounts,
  generators,
  getLanguage,
  type Language,
  type Sandbox,
  type SandboxLimits,
} from '@zencode/shared/judge';
import { stripFilePaths } from '@zencode/shared/rules';

/** The compilers and checkers run here are trusted; the limits only bound hostile input. */
const lintLimits: SandboxLimits = {
  cpuMs: 20_000,
  wallMs: 30_000,
  memoryMb: 2048,
  outputBytes: 256 * 1024,
  processes: 128,
  fileSizeMb: 64,
};

export interface LintResult {
  /** False when the code does not compile (or does not parse). */
  ok: boolean;
  /** Diagnostics about the learner's own file, paths reduced to file names; '' when clean. */
  diagnostics: string;
  /** The name the diagnostics use for the learner's file. */
  file: string;
}

const locationPattern = /^([\w.+-]+):\d+(?::\d+)?:/;
// rustc: the message, then its place on a later line (` --> solution.rs:3:9`).
const rustcHead = /^(?:error|warning)(?:\[\w+\])?: /;
const rustcPlace = /^\s*--> ([\w.+-]+):\d+:\d+$/;

/**
 * Keeps only diagnostic blocks that point into the learner's file: warnings inside our harness
 * are ours to fix, not theirs. Lines without a location (context, carets) follow their block.
 */
export function diagnosticsFor(output: string, file: string): string {
  const kept: string[] = [];
  let keeping = true;
  /** A rustc message (`warning: unused variable`) waiting for its ` --> file:line:col` place. */
  let rustc: string[] | null = null;
  for (const line of output.split('\n')) {
    if (rustcHead.test(line)) {
      rustc = [line];
      continue;
    }
    if (rustc) {
      const place = rustcPlace.exec(line);
      if (!place) {
        rustc.push(line);
        continue;
      }
      keeping = place[1] === file;
      if (keeping) kept.push(...rustc);
      rustc = null;
    }
    const location = locationPattern.exec(line);
    if (location) keeping = location[1] === file;
    else if (/^In file included from|^[\w.+-]+: In /.test(line)) keeping = line.includes(file);
    if (keeping) kept.push(line);
  }
  // A rustc message with no place (`error: aborting due to …`) is a summary: left out.
  return kept.join('\n').trim();
}

/**
 * Whether a lint that exited non-zero still found the code compiling: only for one that exits so
 * for warnings (go vet), when no message is an error.
 */
export function lintCompiled(language: Language, output: string): boolean {
  return language.lint.failsOnWarnings === true && !/^\S+:\d+(?::\d+)?: error: /m.test(output);
}

/**
 * Compiles (or syntax-checks) the code with warnings on, inside the judge's sandbox: function
 * problems inside their harness, so `class Solution` compiles with what LeetCode provides.
 */
export async function lintCode(
  { sandbox, cacheDir }: { sandbox: Sandbox; cacheDir: string },
  request: { language: LanguageId; code: string; signature: Signature },
): Promise<LintResult> {
  const { language, code, signature } = request;
  const generator = generators[language];
  const harnessed = signature.kind !== 'stdio';
  const program = harnessed ? generator.harness(signature, code) : generator.program(code);
  const file = harnessed ? generator.solutionFile(signature) : getLanguage(language).sourceFile;
  // TypeScript's check runs esbuild from the prepared dir in the judge's cache.
  const prepared = await ensurePrepared(getLanguage(language), sandbox, cacheDir);
  const workDir = await mkdtemp(join(tmpdir(), 'zc-review-'));
  try {
    for (const [name, content] of Object.entries(program.files)) {
      await mkdir(dirname(join(workDir, name)), { recursive: true });
      await writeFile(join(workDir, name), content);
    }
    const result = await sandbox.run({
      workDir,
      argv: getLanguage(language).lint.argv(program.sources, file, prepared),
      readOnlyDirs: await preparedMounts(prepared),
      limits: lintLimits,
      memoryMode: getLanguage(language).memory.mode,
      ...(getLanguage(language).env ? { env: getLanguage(language).env!(prepared) } : {}),
    });
    const printed = `${result.stderr}\n${result.stdout}`;
    const output = stripFilePaths(getLanguage(language).compilerOutput?.(printed) ?? printed);
    const diagnostics = result.timedOut
      ? 'The compiler took too long and was stopped.'
      : diagnosticsFor(output, file);
    const ok = result.exitCode === 0 || lintCompiled(getLanguage(language), output);
    return { ok: ok && !result.timedOut, diagnostics, file };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
