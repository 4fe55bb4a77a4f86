import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { LanguageId, Signature } from '@zencode/shared/contract';
import { generators, getLanguage, type Sandbox, type SandboxLimits } from '@zencode/shared/judge';
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

/** What the learner's file is called inside a harness, and inside a plain program. */
const solutionFile: Record<LanguageId, { harness: string; program: string }> = {
  cpp: { harness: 'solution.cpp', program: 'main.cpp' },
  c: { harness: 'solution.c', program: 'main.c' },
  python: { harness: 'solution.py', program: 'main.py' },
  javascript: { harness: 'solution.js', program: 'main.js' },
  java: { harness: 'Solution.java', program: 'Main.java' },
};

/** The check with warnings on: gcc/g++ -Wall -Wextra, javac -Xlint, py_compile, node --check. */
function lintArgv(language: LanguageId, sources: string[], file: string): string[] {
  switch (language) {
    case 'cpp':
      return ['/usr/bin/g++', '-std=gnu++17', '-fsyntax-only', '-Wall', '-Wextra', ...sources];
    case 'c':
      return ['/usr/bin/gcc', '-std=gnu17', '-fsyntax-only', '-Wall', '-Wextra', ...sources];
    case 'java':
      return [
        '/usr/bin/javac',
        '-J-XX:+UseSerialGC',
        '-Xlint:all',
        '-encoding',
        'UTF-8',
        '-d',
        'zc-classes',
        ...sources,
      ];
    case 'python':
      return ['/usr/bin/python3', '-I', '-W', 'always', '-m', 'py_compile', file];
    case 'javascript':
      return ['/usr/bin/node', '--check', file];
  }
}

export interface LintResult {
  /** False when the code does not compile (or does not parse). */
  ok: boolean;
  /** Diagnostics about the learner's own file, paths reduced to file names; '' when clean. */
  diagnostics: string;
  /** The name the diagnostics use for the learner's file. */
  file: string;
}

const locationPattern = /^([\w.+-]+):\d+(?::\d+)?:/;

/**
 * Keeps only diagnostic blocks that point into the learner's file: warnings inside our harness
 * are ours to fix, not theirs. Lines without a location (context, carets) follow their block.
 */
export function diagnosticsFor(output: string, file: string): string {
  const kept: string[] = [];
  let keeping = true;
  for (const line of output.split('\n')) {
    const location = locationPattern.exec(line);
    if (location) keeping = location[1] === file;
    else if (/^In file included from|^[\w.+-]+: In /.test(line)) keeping = line.includes(file);
    if (keeping) kept.push(line);
  }
  return kept.join('\n').trim();
}

/**
 * Compiles (or syntax-checks) the code with warnings on, inside the judge's sandbox: function
 * problems inside their harness, so `class Solution` compiles with what LeetCode provides.
 */
export async function lintCode(
  sandbox: Sandbox,
  request: { language: LanguageId; code: string; signature: Signature },
): Promise<LintResult> {
  const { language, code, signature } = request;
  const generator = generators[language];
  const harnessed = signature.kind !== 'stdio';
  const program = harnessed ? generator.harness(signature, code) : generator.program(code);
  const file = solutionFile[language][harnessed ? 'harness' : 'program'];
  const workDir = await mkdtemp(join(tmpdir(), 'zc-review-'));
  try {
    for (const [name, content] of Object.entries(program.files)) {
      await mkdir(dirname(join(workDir, name)), { recursive: true });
      await writeFile(join(workDir, name), content);
    }
    const result = await sandbox.run({
      workDir,
      argv: lintArgv(language, program.sources, file),
      limits: lintLimits,
      memoryMode: getLanguage(language).memory.mode,
    });
    const output = stripFilePaths(`${result.stderr}\n${result.stdout}`);
    const diagnostics = result.timedOut
      ? 'The compiler took too long and was stopped.'
      : diagnosticsFor(output, file);
    return { ok: result.exitCode === 0 && !result.timedOut, diagnostics, file };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
