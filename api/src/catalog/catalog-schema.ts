import {
  checkerSchema,
  difficultySchema,
  exampleSchema,
  HINT_MAX_LENGTH,
  HINTS_MAX,
  HINTS_MIN,
  patternIdSchema,
  SIMILAR_MAX,
  limitsSchema,
  PROBLEM_NAME_MAX_LENGTH,
  PROBLEM_TAG_MAX_LENGTH,
  PROBLEM_TAGS_MAX,
  signatureSchema,
} from '@zencode/shared/contract';
import { problemIdPattern } from '@zencode/shared/rules';
import { z } from 'zod';

/** A folder name of api/catalog: the problem's id (slug), e.g. `two-sum`. */
export const slugPattern = problemIdPattern;

/** api/catalog/<slug>/problem.json: everything about a problem except its statement and cases. */
export const catalogProblemSchema = z.strictObject({
  name: z.string().trim().min(1).max(PROBLEM_NAME_MAX_LENGTH),
  difficulty: difficultySchema,
  tags: z.array(z.string().trim().min(1).max(PROBLEM_TAG_MAX_LENGTH)).max(PROBLEM_TAGS_MAX),
  /** Position in the problem list (ascending; ties by id). */
  order: z.number().int().min(0),
  signature: signatureSchema,
  checker: checkerSchema.default('exact'),
  limits: limitsSchema.default({ timeMs: 2000, memoryMb: 256 }),
  constraints: z.array(z.string().min(1)).default([]),
  examples: z.array(exampleSchema.strict()).min(1),
  /** Help while stuck (HELPERS.md's shared format); `similar` slugs must be catalogue folders. */
  pattern: patternIdSchema,
  hints: z.array(z.string().trim().min(1).max(HINT_MAX_LENGTH)).min(HINTS_MIN).max(HINTS_MAX),
  similar: z.array(z.string().regex(slugPattern)).max(SIMILAR_MAX),
});
export type CatalogProblemFile = z.infer<typeof catalogProblemSchema>;

/** One entry of api/catalog/<slug>/cases.json, in LeetCode's text format. */
export const catalogCaseSchema = z.strictObject({
  input: z.string(),
  output: z.string().min(1),
  public: z.boolean(),
});

export const catalogCasesSchema = z
  .array(catalogCaseSchema)
  .min(1)
  .refine((cases) => cases.some((testcase) => testcase.public), {
    message: 'at least one case must be public (shown on the problem page)',
  });
export type CatalogCase = z.infer<typeof catalogCaseSchema>;
