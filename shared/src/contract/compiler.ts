import { z } from 'zod';
import { CODE_MAX_LENGTH, CUSTOM_INPUT_MAX_LENGTH } from './constants.ts';
import { languageInputSchema } from './language-input.ts';

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
});
export type CompilerResponse = z.infer<typeof compilerResponseSchema>;

/** The online compiler's limits per run, in milliseconds (the server's COMPILER_* settings). */
export interface CompilerLimits {
  cpuMs: number;
  wallMs: number;
}

/** What the console says when a run was stopped by the compiler's limits. */
export function compilerStoppedMessage(limits: CompilerLimits): string {
  const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;
  return `Stopped: the program ran past the compiler's limits (${seconds(limits.cpuMs)} of CPU time, ${seconds(limits.wallMs)} in all).`;
}
