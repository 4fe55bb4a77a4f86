import type { ProgramOutcome } from '../../contract/compiler.ts';
import type { LanguageId } from '../../contract/signature.ts';
import { generators } from '../signature/index.ts';
import { describeSignal } from './broken-run.ts';
import { compileProgram, type CompileContext } from './compile-program.ts';
import { requireLanguage } from './judge.ts';
import { runProgramOnce, startupSyntaxError } from './run-stdio-case.ts';
import { tidyOutput } from './tidy-output.ts';

export interface ProgramRequest {
  language: LanguageId;
  code: string;
  stdin?: string;
  /** CPU time in ms before the language multiplier (default 5000) and memory in MiB (default 256). */
  timeMs?: number;
  memoryMb?: number;
  /**
   * Absolute limits in ms that replace timeMs (no language multiplier): the online compiler's,
   * the same for every language as the learner is told.
   */
  limits?: { cpuMs: number; wallMs: number };
}

/** How the run ended (the compiler's answer is built from it), and its peak memory. */
export interface ProgramResult extends ProgramOutcome {
  memoryKb: number;
}

/** The online compiler: compile (cached) and run a whole program once with the given stdin. */
export async function runProgram(
  request: ProgramRequest,
  context: CompileContext,
): Promise<ProgramResult> {
  const language = await requireLanguage(request.language);
  const program = generators[language.id].program(request.code);
  const compiled = await compileProgram(language, program, context);
  const empty = { stdout: '', stderr: '', exitCode: null, timeMs: 0, memoryKb: 0, timedOut: false };
  if (!compiled.ok)
    return { success: false, compileError: compiled.message, error: compiled.message, ...empty };
  const result = await runProgramOnce(
    language,
    {
      program,
      artifacts: compiled.artifacts,
      stdin: request.stdin ?? '',
      cpuMs:
        request.limits?.cpuMs ?? Math.round((request.timeMs ?? 5000) * language.timeMultiplier),
      wallMs: request.limits?.wallMs,
      memoryMb: request.memoryMb ?? 256,
    },
    context,
  );
  const stderr = tidyOutput(result.stderr);
  const error = result.memoryExceeded
    ? 'Memory Limit Exceeded'
    : result.timedOut
      ? 'Time Limit Exceeded'
      : result.outputLimitExceeded
        ? 'Output Limit Exceeded'
        : result.signal
          ? describeSignal(result.signal)
          : result.exitCode !== 0
            ? `Exited with code ${result.exitCode}`
            : null;
  const syntax = !language.compile && error && startupSyntaxError.test(result.stderr);
  return {
    success: error === null,
    compileError: syntax ? stderr : null,
    stdout: result.stdout,
    stderr,
    error,
    timedOut: result.timedOut,
    exitCode: result.exitCode,
    timeMs: result.cpuMs,
    memoryKb: result.memoryKb,
  };
}
