import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';
import { CODE_MAX_LENGTH } from './constants.ts';
import { languageInputSchema } from './language-input.ts';
import { languageSchema } from './signature.ts';

export const submissionVerdicts = ['Accepted', 'Not Accepted'] as const;
export const submissionVerdictSchema = z.enum(submissionVerdicts);
export type SubmissionVerdict = z.infer<typeof submissionVerdictSchema>;

export const submissionStatuses = ['queued', 'compiling', 'running', 'done'] as const;
export const submissionStatusSchema = z.enum(submissionStatuses);
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;

/** Per-case verdict of a submission (spec section 4). */
export const caseVerdicts = ['Passed', 'Failed', 'Error'] as const;
export const caseVerdictSchema = z.enum(caseVerdicts);
export type CaseVerdict = z.infer<typeof caseVerdictSchema>;

/** Why a case did not pass. */
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
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,200}$/);
export type SubmissionCreateInput = z.input<typeof submissionCreateSchema>;

/**
 * One judged case. Hidden cases never carry input, expected output or the program's output for a
 * non-admin; `output` is the value the solution returned, `stdout` what it printed.
 */
export const caseResultSchema = z.object({
  index: z.number().int().min(0),
  verdict: caseVerdictSchema,
  reason: failureReasonSchema.optional(),
  hidden: z.boolean(),
  input: z.string().optional(),
  output: z.string().optional(),
  expected: z.string().optional(),
  stdout: z.string().optional(),
  stderr: z.string().optional(),
  timeMs: z.number().min(0),
  memoryKb: z.number().min(0),
});
export type CaseResult = z.infer<typeof caseResultSchema>;

/** A submission. Verdict, runtime and memory are null until judging is done. */
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
  /** Compiler diagnostics when the code did not compile. */
  compileError: z.string().optional(),
  cases: z.array(caseResultSchema),
  /** How many cases exist, so progress reads "case k of n" while cases fill in. */
  totalCases: z.number().int().min(0),
});
export type Submission = z.infer<typeof submissionSchema>;

export const submissionListResponseSchema = z.array(submissionSchema);
export type SubmissionListResponse = z.infer<typeof submissionListResponseSchema>;

/**
 * A server-sent event on GET /submission/{id}/events: progress while judging, then the final
 * submission once status is done.
 */
export const submissionEventSchema = z.object({
  status: submissionStatusSchema,
  casesDone: z.number().int().min(0),
  totalCases: z.number().int().min(0),
  submission: submissionSchema.optional(),
});
export type SubmissionEvent = z.infer<typeof submissionEventSchema>;
