import { z } from 'zod';
import { CODE_MAX_LENGTH, CUSTOM_INPUT_MAX_LENGTH } from './constants.ts';
import { languageInputSchema } from './language-input.ts';
import { messages } from './messages.ts';

/** POST /compiler: run a program once with optional stdin (the online compiler page). */
export const compilerRequestSchema = z
  .object({
    language: languageInputSchema,
    code: z.string().min(1).max(CODE_MAX_LENGTH),
    input: z.string().max(CUSTOM_INPUT_MAX_LENGTH).optional(),
  })
  .strict();
export type CompilerRequest = z.infer<typeof compilerRequestSchema>;
export type CompilerRequestInput = z.input<typeof compilerRequestSchema>;

/** success false means it did not compile or did not exit cleanly; error says why. */
export const compilerResponseSchema = z.object({
  success: z.boolean(),
  output: z.object({ stdout: z.string(), stderr: z.string() }),
  error: z.string().optional(),
  message: z.string().optional(),
  exitCode: z.number().int().nullable().optional(),
  timeMs: z.number().min(0).optional(),
  /** Set by the desktop app when it ran the program itself, as in RunResponse. */
  ranOn: z.string().optional(),
});
export type CompilerResponse = z.infer<typeof compilerResponseSchema>;

/** The online compiler's limits per run, in milliseconds (the server's COMPILER_* settings). */
export interface CompilerLimits {
  cpuMs: number;
  wallMs: number;
}

/** The limits when nothing else is configured (the server's COMPILER_* defaults, the desktop's). */
export const defaultCompilerLimits: CompilerLimits = Object.freeze({ cpuMs: 5000, wallMs: 10_000 });

/** What the console says when a run was stopped by the compiler's limits. */
export function compilerStoppedMessage(limits: CompilerLimits): string {
  const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;
  return `Stopped: the program ran past the compiler's limits (${seconds(limits.cpuMs)} of CPU time, ${seconds(limits.wallMs)} in all).`;
}

/** How one run of a program ended, as the judge core reports it (its ProgramResult). */
export interface ProgramOutcome {
  /** Compiled and exited with code 0 within its limits. */
  success: boolean;
  /** The compiler's message when it did not compile (stdout and stderr are then empty). */
  compileError: string | null;
  stdout: string;
  stderr: string;
  /** Why it failed, in words (time limit, memory limit, signal, exit code), or null. */
  error: string | null;
  /** It was stopped by its CPU or wall-clock limit. */
  timedOut: boolean;
  exitCode: number | null;
  timeMs: number;
}

/** The compiler's answer to a run, the same on the server and on the desktop's own runner. */
export function compilerResponse(result: ProgramOutcome, limits: CompilerLimits): CompilerResponse {
  const stoppedMessage = result.timedOut ? compilerStoppedMessage(limits) : undefined;
  return {
    success: result.success,
    output: { stdout: result.stdout, stderr: result.stderr },
    ...(result.error
      ? {
          error: result.compileError ?? stoppedMessage ?? result.error,
          message: result.compileError ? messages.compilerError : (stoppedMessage ?? result.error),
        }
      : {}),
    exitCode: result.exitCode,
    timeMs: Math.round(result.timeMs),
  };
}
