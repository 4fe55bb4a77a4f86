import { z } from 'zod';
import { CODE_MAX_LENGTH, CUSTOM_CASES_MAX, CUSTOM_INPUT_MAX_LENGTH } from './constants.ts';
import { diagnosticSchema } from './diagnostic.ts';
import { languageInputSchema } from './language-input.ts';
import { failureReasonSchema } from './submission.ts';

/** POST /problems/{id}/run: the public cases, plus custom inputs (no expected output). */
export const runRequestSchema = z
  .object({
    language: languageInputSchema,
    code: z.string().min(1).max(CODE_MAX_LENGTH),
    cases: z.array(z.string().max(CUSTOM_INPUT_MAX_LENGTH)).max(CUSTOM_CASES_MAX).optional(),
  })
  .strict();
export type RunRequest = z.infer<typeof runRequestSchema>;
export type RunRequestInput = z.input<typeof runRequestSchema>;

/** Run verdicts: Correct/Wrong/Error for public cases, Custom/Error for custom ones. */
export const runVerdicts = ['Correct', 'Wrong', 'Error', 'Custom'] as const;
export const runVerdictSchema = z.enum(runVerdicts);
export type RunVerdict = z.infer<typeof runVerdictSchema>;

export const runCaseKinds = ['public', 'custom'] as const;

export const runCaseResultSchema = z.object({
  kind: z.enum(runCaseKinds),
  /** Position among the cases of its kind, from 0. */
  index: z.number().int().min(0),
  input: z.string(),
  /** The value the solution returned (function problems) or printed (stdio problems). */
  output: z.string(),
  expected: z.string().optional(),
  /**
   * A custom case with the reference's answer: whether the output passes the problem's checker
   * against it. Its verdict stays Custom (the reference is not a judge of custom inputs), so this
   * is how the panel tells the learner that the answer differs.
   */
  matchesExpected: z.boolean().optional(),
  stdout: z.string(),
  stderr: z.string(),
  verdict: runVerdictSchema,
  reason: failureReasonSchema.optional(),
  /** What went wrong, for an Error verdict. */
  error: z.string().optional(),
  timeMs: z.number().min(0).optional(),
});
export type RunCaseResult = z.infer<typeof runCaseResultSchema>;

export const runResponseSchema = z.object({
  /** Public cases first, then custom ones, each in order. */
  cases: z.array(runCaseResultSchema),
  /**
   * The compiler's text when the code did not compile: reported once, and `cases` is then empty
   * (no case ran).
   */
  compileError: z.string().optional(),
  /** Set by the desktop app when it ran the code itself: "Ran on this computer: Python 3.11.2". */
  ranOn: z.string().optional(),
  /** Compiler errors and warnings located in the learner's code (for editor markers). */
  diagnostics: z.array(diagnosticSchema),
});
export type RunResponse = z.infer<typeof runResponseSchema>;
