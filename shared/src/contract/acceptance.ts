import { z } from 'zod';
import { patternIdSchema } from './problem-help.ts';

/** GET: every published problem's pattern and judged and Accepted submission counts. */
export const problemStatsRoute = '/problems/stats';

/**
 * What the problem list shows and sorts by beside a problem: its pattern, and its acceptance rate
 * (accepted ÷ submitted, from every learner's judged submissions).
 */
export const problemStatsSchema = z.object({
  problemId: z.string(),
  pattern: patternIdSchema.nullable(),
  submitted: z.number().int().min(0),
  accepted: z.number().int().min(0),
});
export type ProblemStats = z.infer<typeof problemStatsSchema>;
export const problemStatsListSchema = z.array(problemStatsSchema);
