import type { Language } from '../languages/index.ts';
import type { SandboxResult } from '../sandbox/sandbox.ts';
import type { ProgramFiles } from '../signature/index.ts';
import { brokenRun } from './broken-run.ts';
import type { CaseRun } from './case-run.ts';
import type { CompileContext } from './compile-program.ts';
import type { JudgeLimits } from './judge-types.ts';
import { caseOutputLimitBytes, memorySettings, programProcessLimits } from './run-limits.ts';
import { tidyOutput } from './tidy-output.ts';
import { createWorkDir, removeWorkDir } from './work-dir.ts';

export interface ProgramRun {
  program: ProgramFiles;
  artifacts: { dir: string; names: string[] } | null;
  stdin: string;
  /** CPU time the program may use, runtime start-up included. */
  cpuMs: number;
  /** Wall-clock time before the whole process tree is killed (default: twice the CPU time + 2 s). */
  wallMs?: number;
  memoryMb: number;
  outputBytes?: number;
}

/** Runs a whole program once in a fresh work dir: stdin in, stdout and stderr out. */
export async function runProgramOnce(
  language: Language,
  run: ProgramRun,
  context: CompileContext,
): Promise<SandboxResult> {
  const memory = memorySettings(language, run.memoryMb);
  const workDir = await createWorkDir(context.workRoot, run.program.files, run.artifacts);
  try {
    return await context.sandbox.run({
      workDir,
      argv: language.run(run.program.entry, memory.heapFlags),
      stdin: run.stdin,
      limits: {
        cpuMs: run.cpuMs,
        wallMs: run.wallMs ?? run.cpuMs * 2 + 2000,
        memoryMb: memory.sandboxMb,
        outputBytes: run.outputBytes ?? caseOutputLimitBytes,
        ...programProcessLimits,
      },
      memoryMode: memory.memoryMode,
      ...(memory.env ? { env: memory.env } : {}),
      readOnlyWorkDir: true,
    });
  } finally {
    await removeWorkDir(workDir);
  }
}

/** Python's and Node's "compile errors" surface when the program starts. */
export const startupSyntaxError = /^\s*(?:\w+\.)?(?:SyntaxError|IndentationError|TabError)\b/m;

/** One case of a stdio problem: the program reads the input on stdin, its stdout is the answer. */
export async function runStdioCase(
  language: Language,
  run: Omit<ProgramRun, 'cpuMs' | 'memoryMb'>,
  limits: JudgeLimits,
  caseTimeMs: number,
  context: CompileContext,
): Promise<CaseRun> {
  const result = await runProgramOnce(
    language,
    { ...run, cpuMs: caseTimeMs, memoryMb: limits.memoryMb },
    context,
  );
  const fields = {
    stdout: '',
    stderr: tidyOutput(result.stderr),
    timeMs: result.cpuMs,
    memoryKb: result.memoryKb,
  };
  const cleanExit = result.exitCode === 0 && !result.signal;
  if (!cleanExit || result.timedOut || result.memoryExceeded || result.outputLimitExceeded) {
    const broken = brokenRun(result, result.cpuMs);
    if (
      broken.outcome === 'Runtime Error' &&
      !language.compile &&
      startupSyntaxError.test(result.stderr)
    ) {
      return { ...broken, outcome: 'Compilation Error', error: tidyOutput(result.stderr) };
    }
    return broken.outcome === 'Runtime Error'
      ? { ...broken, error: fields.stderr || broken.error }
      : broken;
  }
  if (result.cpuMs > caseTimeMs)
    return { ...brokenRun({ ...result, timedOut: true }, result.cpuMs) };
  return { outcome: 'ok', output: result.stdout, error: '', ...fields };
}
