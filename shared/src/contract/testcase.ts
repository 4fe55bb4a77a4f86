import { z } from 'zod';
import { TESTCASE_MAX_LENGTH } from './constants.ts';
import { testcaseSchema } from './problem.ts';

export const testcaseListResponseSchema = z.array(testcaseSchema);
export type TestcaseListResponse = z.infer<typeof testcaseListResponseSchema>;

/** POST /testcases: hidden unless isPublic; appended at the end unless a position is given. */
export const testcaseCreateSchema = z
  .object({
    problemId: z.string().min(1).max(200),
    input: z.string().min(1).max(TESTCASE_MAX_LENGTH),
    output: z.string().min(1).max(TESTCASE_MAX_LENGTH),
    isPublic: z.boolean().default(false),
    position: z.number().int().min(0).optional(),
  })
  .strict();
export type TestcaseCreate = z.infer<typeof testcaseCreateSchema>;

/** PUT /testcases/{id}: any subset; a test case never moves to another problem. */
export const testcaseUpdateSchema = z
  .object({
    input: z.string().min(1).max(TESTCASE_MAX_LENGTH),
    output: z.string().min(1).max(TESTCASE_MAX_LENGTH),
    isPublic: z.boolean(),
    position: z.number().int().min(0),
  })
  .partial()
  .strict();
export type TestcaseUpdate = z.infer<typeof testcaseUpdateSchema>;
