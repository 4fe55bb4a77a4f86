import { z } from 'zod';
import { problemHelpFieldsSchema } from './problem-help.ts';
import { CODE_MAX_LENGTH } from './constants.ts';
import {
  problemBulkItemSchema,
  problemDetailsSchema,
  problemSchema,
  testcaseInputSchema,
} from './problem.ts';
import { caseVerdictSchema, failureReasonSchema } from './submission.ts';
import { languageIds, languageSchema, signatureSchema } from './signature.ts';

/**
 * Problem authoring (admins, beyond the dashboard's four-field dialog): drafts, reference solutions,
 * validation through the judge, publishing, export and import. Paths are relative to API_BASE.
 */
export const authoringRoutes = {
  /** GET: every problem with its status and validation state (drafts included). */
  manage: '/problems/manage',
  /** GET: the whole catalogue as bulk-upload JSON. */
  exportAll: '/problems/export',
  /** POST {signature}: starter code per language, for the editor's live preview. */
  starterCode: '/problems/starter-code',
  /** GET: everything the authoring editor shows for one problem. */
  authoring: '/problems/{id}/authoring',
  /** GET: one problem as bulk-upload JSON (an array of one). */
  exportOne: '/problems/{id}/export',
  /** PUT {language, code}: sets the reference solution of one language; DELETE ?language=. */
  reference: '/problems/{id}/reference',
  /** POST: runs every reference solution on every case; stores and answers the result. */
  validate: '/problems/{id}/validate',
  /** POST: draft to published, only after a passing validation of the current data. */
  publish: '/problems/{id}/publish',
  /** POST: published back to draft (a pending revision becomes the draft's data). */
  unpublish: '/problems/{id}/unpublish',
  /** DELETE: drops a published problem's pending revision, keeping what learners see. */
  revision: '/problems/{id}/revision',
  /** PUT {ids}: the problem's test cases in this order. */
  reorderTestcases: '/testcases/problem/{id}/order',
  /** POST {testcases, replace?}: adds many cases at once (or replaces them all). */
  uploadTestcases: '/testcases/problem/{id}/many',
} as const;

/** Texts of the authoring screens and answers the product does not word. */
export const authoringMessages = {
  needsReference: 'Add a reference solution before validating.',
  needsTestcases: 'Add at least one test case before validating.',
  publishNeedsValidation:
    'Validate this problem before publishing: its reference solution must pass every test case.',
  publishValidationFailed:
    'The last validation failed. Fix what fails and validate again before publishing.',
  publishValidationStale:
    'The test cases, signature or reference solution changed since the last validation. Validate again before publishing.',
  revisionOpened:
    'Saved in a new revision: learners keep the published version until you validate and publish this one.',
  detailsExist: 'This problem already has details; update them instead.',
  testcaseOrderMismatch: "The order must list each of the problem's test cases exactly once.",
  deleted: 'Problem deleted.',
  /** The dashboard's reason for a failed validation: the first language that failed, and how. */
  validationFailure: (language: string, how: string) => `${language}: ${how}`,
  validationFailedCase: (caseNumber: number, reason: string) => `case ${caseNumber}, ${reason}`,
  /** Validate refuses a case that breaks one of the problem's own constraint lines. */
  caseBreaksConstraint: (caseNumber: number, line: string, fault: string) =>
    `Test case ${caseNumber} breaks the constraint "${line}": ${fault}.`,
} as const;

export const problemStatusSchema = z.enum(['draft', 'published']);
export type ProblemStatus = z.infer<typeof problemStatusSchema>;

const perLanguageCode = z.partialRecord(z.enum(languageIds), z.string().max(CODE_MAX_LENGTH));

/** Reference solutions by language id. */
export const referenceSolutionsSchema = perLanguageCode;
export type ReferenceSolutions = z.infer<typeof referenceSolutionsSchema>;

/** PUT /problems/{id}/reference */
export const referenceSolutionInputSchema = z
  .object({ language: languageSchema, code: z.string().min(1).max(CODE_MAX_LENGTH) })
  .strict();
export type ReferenceSolutionInput = z.infer<typeof referenceSolutionInputSchema>;

/** One case of a validation run: what the reference answered against what is stored. */
export const validationCaseSchema = z.object({
  /** 1-based position among the problem's cases, as the editor numbers them. */
  number: z.number().int().min(1),
  isPublic: z.boolean(),
  /** Validation feeds every case: never `Not Run`. */
  verdict: caseVerdictSchema,
  reason: failureReasonSchema.nullable(),
  /** Clipped for display; empty when the case passed. */
  output: z.string(),
  expected: z.string(),
  error: z.string(),
  timeMs: z.number().min(0),
});
export type ValidationCase = z.infer<typeof validationCaseSchema>;

export const validationLanguageSchema = z.object({
  language: languageSchema,
  passed: z.boolean(),
  compileError: z.string().nullable(),
  /** Why the language could not run at all (toolchain missing), else null. */
  error: z.string().nullable(),
  cases: z.array(validationCaseSchema),
});
export type ValidationLanguage = z.infer<typeof validationLanguageSchema>;

/** The latest validation of a problem. */
export const validationResultSchema = z.object({
  passed: z.boolean(),
  validatedAt: z.string(),
  /** False once the cases, signature, checker, limits or references changed since. */
  current: z.boolean(),
  languages: z.array(validationLanguageSchema),
});
export type ValidationResult = z.infer<typeof validationResultSchema>;

/**
 * A problem's validation as the dashboard shows it: `validating` while a background validation
 * (BACKGROUND_VALIDATION) is queued or running for it, `stale` when its data changed since.
 */
export const validationStateSchema = z.enum(['none', 'validating', 'passed', 'failed', 'stale']);
export type ValidationState = z.infer<typeof validationStateSchema>;

/** A row of the dashboard: the problem, its status and whether it may be published. */
export const managedProblemSchema = problemSchema.extend({
  status: problemStatusSchema,
  testcaseCount: z.number().int().min(0),
  validation: validationStateSchema,
  /** When the current validation failed: which language failed first, and how; else null. */
  validationFailure: z.string().nullable(),
  /**
   * A published problem's pending revision (changed cases, signature, checker, limits or
   * reference solutions that learners do not see until it is validated and published): its own
   * case count and validation.
   * The fields above are then the live version's.
   */
  revision: z
    .object({
      testcaseCount: z.number().int().min(0),
      validation: validationStateSchema,
      validationFailure: z.string().nullable(),
    })
    .nullable()
    .default(null),
});
export type ManagedProblem = z.infer<typeof managedProblemSchema>;

/** GET /problems/{id}/authoring */
export const problemAuthoringSchema = z.object({
  problem: problemSchema,
  status: problemStatusSchema,
  details: problemDetailsSchema,
  referenceSolution: referenceSolutionsSchema,
  validation: validationResultSchema.nullable(),
  /**
   * Set when `details`, the cases and `validation` are a published problem's pending revision:
   * when it was opened, and the validation of the live version learners are judged against.
   */
  revision: z
    .object({ openedAt: z.string(), liveValidation: validationResultSchema.nullable() })
    .nullable()
    .default(null),
});
export type ProblemAuthoring = z.infer<typeof problemAuthoringSchema>;

/**
 * One problem of an export, and of an import through POST /problems/bulk: the bulk-upload item
 * plus the reference solutions, so that an export imports back without losing anything.
 */
export const problemExportItemSchema = problemBulkItemSchema
  .extend({
    referenceSolution: referenceSolutionsSchema.optional(),
    // Help while stuck (pattern, hints, similar, editorial): problem-help.ts.
    ...problemHelpFieldsSchema.partial().shape,
  })
  .strict();
export type ProblemExportItem = z.infer<typeof problemExportItemSchema>;

/** POST /problems/starter-code */
export const starterCodeRequestSchema = z.object({ signature: signatureSchema }).strict();
export const starterCodeResponseSchema = perLanguageCode;
export type StarterCodeResponse = z.infer<typeof starterCodeResponseSchema>;

/** PUT /testcases/problem/{id}/order */
export const testcaseOrderSchema = z
  .object({ ids: z.array(z.string().min(1).max(100)).max(5000) })
  .strict();

/** POST /testcases/problem/{id}/many */
export const testcaseUploadSchema = z
  .object({
    testcases: z.array(testcaseInputSchema).min(1).max(1000),
    /** Replaces every existing case instead of appending. */
    replace: z.boolean().default(false),
  })
  .strict();
export type TestcaseUpload = z.infer<typeof testcaseUploadSchema>;
