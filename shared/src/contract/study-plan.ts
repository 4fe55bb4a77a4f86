import { z } from 'zod';
import { difficultySchema } from './problem.ts';
import { patternIdSchema } from './problem-help.ts';

/** One problem of the plan; name and difficulty only when it ships (`exists`). */
export const studyPlanProblemSchema = z.object({
  slug: z.string(),
  exists: z.boolean(),
  name: z.string().optional(),
  difficulty: difficultySchema.optional(),
  /** One of the 75 most asked (the short plan). */
  mostAsked: z.boolean(),
});
export type StudyPlanProblem = z.infer<typeof studyPlanProblemSchema>;

/** GET /study-plan: the canon's patterns in learning order, each with its problems in order. */
export const studyPlanSchema = z.object({
  patterns: z.array(
    z.object({
      id: patternIdSchema,
      name: z.string(),
      problems: z.array(studyPlanProblemSchema),
    }),
  ),
  /** How the 75 most asked were chosen, in one sentence. */
  mostAskedRule: z.string(),
});
export type StudyPlan = z.infer<typeof studyPlanSchema>;

/** GET /study-plan?plan=most-asked: only the 75 most asked, in each pattern. */
export const studyPlanQuerySchema = z.object({ plan: z.enum(['all', 'most-asked']).optional() });
