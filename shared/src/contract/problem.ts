import { z } from 'zod';
import { checkerSchema, languageIds, signatureSchema } from './signature.ts';
import {
  BULK_UPLOAD_MAX_PROBLEMS,
  CODE_MAX_LENGTH,
  DEFAULT_DIFFICULTY,
  DIFFICULTIES,
  PROBLEM_NAME_MAX_LENGTH,
  PROBLEM_STATEMENT_MAX_LENGTH,
  PROBLEM_TAG_MAX_LENGTH,
  PROBLEM_TAGS_MAX,
  TESTCASE_MAX_LENGTH,
} from './constants.ts';

export const difficulties = DIFFICULTIES;
export const difficultySchema = z.enum(difficulties);
export type Difficulty = z.infer<typeof difficultySchema>;

/** A problem as the list and the page read it. `_id` is the problem's slug, e.g. `two-sum`. */
export const problemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  statement: z.string(),
  code: z.string(),
  difficulty: difficultySchema,
  tags: z.array(z.string()),
});
export type Problem = z.infer<typeof problemSchema>;

export const exampleSchema = z.object({
  input: z.string(),
  output: z.string(),
  explanation: z.string().optional(),
});
export type Example = z.infer<typeof exampleSchema>;

export const limitsSchema = z.object({
  /** CPU time per case in milliseconds, before the language multiplier. */
  timeMs: z.number().int().min(100).max(20_000).default(2000),
  memoryMb: z.number().int().min(16).max(2048).default(256),
});
export type ProblemLimits = z.infer<typeof limitsSchema>;
/** The limits of a problem that states none. */
export const defaultLimits: ProblemLimits = Object.freeze(limitsSchema.parse({}));

const perLanguage = z.partialRecord(z.enum(languageIds), z.string());

/** The full details of a problem, as GET /problem-details/full/{id} answers. */
export const problemDetailsSchema = z.object({
  problemId: z.string(),
  constraints: z.array(z.string()),
  examples: z.array(exampleSchema),
  signature: signatureSchema,
  checker: checkerSchema,
  limits: limitsSchema,
  /** Starter code per language, generated from the signature. */
  boilerplate: perLanguage,
});
export type ProblemDetails = z.infer<typeof problemDetailsSchema>;

export const testcaseSchema = z.object({
  _id: z.string(),
  problemId: z.string(),
  input: z.string(),
  output: z.string(),
  isPublic: z.boolean(),
  position: z.number().int(),
});
export type Testcase = z.infer<typeof testcaseSchema>;

export const problemListResponseSchema = z.array(problemSchema);
export type ProblemListResponse = z.infer<typeof problemListResponseSchema>;

/** GET /problem-details/full/{id}: the problem and its details together. */
export const problemFullSchema = z.object({
  problem: problemSchema,
  details: problemDetailsSchema,
});
export type ProblemFull = z.infer<typeof problemFullSchema>;

/** GET /problems/count */
export const problemCountResponseSchema = z.object({ count: z.number().int().min(0) });
export type ProblemCountResponse = z.infer<typeof problemCountResponseSchema>;

const problemFields = {
  name: z.string().trim().min(1).max(PROBLEM_NAME_MAX_LENGTH),
  statement: z.string().trim().min(1).max(PROBLEM_STATEMENT_MAX_LENGTH),
  /** The code template (spec: "Code Template"). */
  code: z.string().min(1).max(CODE_MAX_LENGTH),
  difficulty: difficultySchema,
  tags: z.array(z.string().trim().min(1).max(PROBLEM_TAG_MAX_LENGTH)).max(PROBLEM_TAGS_MAX),
  constraints: z.array(z.string().max(1000)).max(50),
  examples: z.array(exampleSchema).max(20),
  signature: signatureSchema,
  checker: checkerSchema,
  limits: limitsSchema,
};

/**
 * POST /problems: the dialog's four fields (difficulty defaults to Medium), plus the optional
 * judge fields an admin or the catalogue can set. Without a signature the problem is stdio.
 */
export const problemCreateSchema = z
  .object({
    name: problemFields.name,
    statement: problemFields.statement,
    code: problemFields.code,
    difficulty: problemFields.difficulty.default(DEFAULT_DIFFICULTY),
    tags: problemFields.tags.optional(),
    constraints: problemFields.constraints.optional(),
    examples: problemFields.examples.optional(),
    signature: problemFields.signature.optional(),
    checker: problemFields.checker.optional(),
    limits: problemFields.limits.optional(),
  })
  .strict();
export type ProblemCreate = z.infer<typeof problemCreateSchema>;
export type ProblemCreateInput = z.input<typeof problemCreateSchema>;

/** PUT /problems/{id}: any subset of the create fields; missing ones stay as they are. */
export const problemUpdateSchema = z.object(problemFields).partial().strict();
export type ProblemUpdate = z.infer<typeof problemUpdateSchema>;

/** A test case as bulk upload and the testcase form send it. */
export const testcaseInputSchema = z
  .object({
    input: z.string().min(1).max(TESTCASE_MAX_LENGTH),
    output: z.string().min(1).max(TESTCASE_MAX_LENGTH),
    isPublic: z.boolean().optional(),
  })
  .strict();
export type TestcaseInput = z.infer<typeof testcaseInputSchema>;

/** One problem of POST /problems/bulk: a create payload plus originalId and test cases. */
export const problemBulkItemSchema = problemCreateSchema
  .extend({
    originalId: z.string().min(1).max(200).optional(),
    testcases: z.array(testcaseInputSchema).max(1000).optional(),
  })
  .strict();
export type ProblemBulkItem = z.infer<typeof problemBulkItemSchema>;

export const problemBulkRequestSchema = z
  .array(problemBulkItemSchema)
  .min(1)
  .max(BULK_UPLOAD_MAX_PROBLEMS);
export type ProblemBulkRequest = z.infer<typeof problemBulkRequestSchema>;

/** Answer of a bulk upload: how many problems were created, and their ids. */
export const problemBulkResponseSchema = z.object({
  count: z.number().int().min(0),
  ids: z.array(z.string()),
});
export type ProblemBulkResponse = z.infer<typeof problemBulkResponseSchema>;

/** POST /problem-details: the judge-facing details of an existing problem. */
export const problemDetailsCreateSchema = z
  .object({
    problemId: z.string().min(1).max(200),
    constraints: problemFields.constraints.optional(),
    examples: problemFields.examples.optional(),
    signature: problemFields.signature.optional(),
    checker: problemFields.checker.optional(),
    limits: problemFields.limits.optional(),
  })
  .strict();
export type ProblemDetailsCreate = z.infer<typeof problemDetailsCreateSchema>;

/** PUT /problem-details/{id}: any subset of the details. */
export const problemDetailsUpdateSchema = problemDetailsCreateSchema
  .omit({ problemId: true })
  .partial()
  .strict();
export type ProblemDetailsUpdate = z.infer<typeof problemDetailsUpdateSchema>;
