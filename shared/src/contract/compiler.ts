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
