import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';
import { CODE_MAX_LENGTH } from './constants.ts';
import { diagnosticSchema } from './diagnostic.ts';
import { languageInputSchema } from './language-input.ts';
import { languageSchema } from './signature.ts';

export const submissionVerdicts = ['Accepted', 'Not Accepted'] as const;
export const submissionVerdictSchema = z.enum(submissionVerdicts);
export type SubmissionVerdict = z.infer<typeof submissionVerdictSchema>;

export const submissionStatuses = ['queued', 'compiling', 'running', 'done'] as const;
export const submissionStatusSchema = z.enum(submissionStatuses);
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;

/**
 * Per-case verdict of a submission, plus `Not Run`: judging stops at the first
 * case that does not pass (as on LeetCode), and the cases after it are not run.
 */
export const caseVerdicts = ['Passed', 'Failed', 'Error', 'Not Run'] as const;
export const caseVerdictSchema = z.enum(caseVerdicts);
export type CaseVerdict = z.infer<typeof caseVerdictSchema>;

/** Why a case, or a whole submission (its first failing case, or its compilation), did not pass. */
export const failureReasons = [
  'Wrong Answer',
  'Time Limit Exceeded',
  'Memory Limit Exceeded',
  'Runtime Error',
  'Output Limit Exceeded',
  'Compilation Error',
] as const;
export const failureReasonSchema = z.enum(failureReasons);
export type FailureReason = z.infer<typeof failureReasonSchema>;

/** POST /submission. Any verdict a client sends is accepted here and ignored by the server. */
export const submissionCreateSchema = z
  .object({
    problemId: z.string().min(1).max(200),
    language: languageInputSchema,
    code: z.string().min(1).max(CODE_MAX_LENGTH),
    verdict: z.string().max(64).optional(),
  })
  .strict();
export type SubmissionCreate = z.infer<typeof submissionCreateSchema>;

/** Request header naming a submission; a retry with the same key returns the same submission. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;
export const idempotencyKeySchema = z.string().regex(IDEMPOTENCY_KEY_PATTERN);
export type SubmissionCreateInput = z.input<typeof submissionCreateSchema>;

/**
 * One case of a submission. A hidden case carries only its verdict and reason for a non-admin (no
 * time or memory either: the submission's `runtimeMs` and `memoryKb` are its figures), with one
 * deliberate exception: the submission's first failing case carries its texts (input, output,
 * expected, stdout, stderr), time and memory even when hidden, as LeetCode shows it, all from a
 * run of that case alone; each text is cut at 4000 characters, a cut one ends with `…`. `output`
 * is the value the solution returned, `stdout` what it printed. A `Not Run` case has no texts,
 * time or memory worth reading (0).
 */
export const submissionCaseResultSchema = z.object({
  index: z.number().int().min(0),
  verdict: caseVerdictSchema,
  reason: failureReasonSchema.optional(),
  hidden: z.boolean(),
  input: z.string().optional(),
  output: z.string().optional(),
  expected: z.string().optional(),
  stdout: z.string().optional(),
  stderr: z.string().optional(),
  timeMs: z.number().min(0).optional(),
  memoryKb: z.number().min(0).optional(),
});
export type SubmissionCaseResult = z.infer<typeof submissionCaseResultSchema>;

/**
 * A submission. Verdict, reason, runtime and memory are null until judging is done.
 * - `reason`: why it is Not Accepted (the first failing case's reason, or Compilation Error);
 *   null when Accepted, while judging, and when judging itself failed (then `compileError` says why).
 * - `passedCases` of `totalCases`: "k / n cases passed". Cases run in order, public ones first, and
 *   judging stops at the first failure: `cases[passedCases]` is then the failing case (with its
 *   texts) and every later case is `Not Run`.
 * - A compile error is reported once: `compileError` holds the compiler's text, `diagnostics` its
 *   errors and warnings located in the learner's code, and `cases` is empty.
 * - `diagnostics` also carries compiler warnings worth knowing when the code compiled.
 * - `runtimeMs` and `memoryKb`: the slowest case and the largest peak memory; when Not Accepted,
 *   of the public cases and the failing case only (a passed hidden case's figures stay unsaid).
 */
export const submissionSchema = z.object({
  _id: z.string(),
  problemId: z.string(),
  userId: z.string(),
  problemTitle: z.string().optional(),
  verdict: submissionVerdictSchema.nullable(),
  status: submissionStatusSchema,
  language: languageSchema,
  code: z.string(),
  submittedAt: isoDateTimeSchema,
  runtimeMs: z.number().min(0).nullable(),
  memoryKb: z.number().min(0).nullable(),
  reason: failureReasonSchema.nullable(),
  /** Compiler output when the code did not compile (or why judging could not run it). */
  compileError: z.string().optional(),
  diagnostics: z.array(diagnosticSchema),
  cases: z.array(submissionCaseResultSchema),
  passedCases: z.number().int().min(0),
  /** How many cases exist, so progress reads "case k of n" while cases fill in. */
  totalCases: z.number().int().min(0),
  /**
   * Help its author had opened on this problem when submitting (recorded by the server from the
   * reveals, never from the submit body); absent on a submission not yet sent from the desktop.
   */
  hintsOpened: z.number().int().min(0).optional(),
  editorialOpened: z.boolean().optional(),
});
export type Submission = z.infer<typeof submissionSchema>;

export const submissionListResponseSchema = z.array(submissionSchema);
export type SubmissionListResponse = z.infer<typeof submissionListResponseSchema>;

/**
 * A server-sent event on GET /submission/events/{id}: progress while judging, then the final
 * submission once status is done. `casesDone` counts the public cases as they pass; it does not
 * move through the hidden cases (their pace would be their times): the next event is `done`.
 */
export const submissionEventSchema = z.object({
  status: submissionStatusSchema,
  casesDone: z.number().int().min(0),
  totalCases: z.number().int().min(0),
  submission: submissionSchema.optional(),
});
export type SubmissionEvent = z.infer<typeof submissionEventSchema>;
