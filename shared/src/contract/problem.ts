import { z } from 'zod';
import { checkerSchema, languageIds, signatureSchema } from './signature.ts';

export const difficulties = ['Easy', 'Medium', 'Hard'] as const;
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

const perLanguage = z.partialRecord(z.enum(languageIds), z.string());

/** The full details of a problem (spec section 3), as GET /problem-details/full/{id} answers. */
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
