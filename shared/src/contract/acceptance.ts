import { z } from 'zod';

/** GET: every published problem's judged and Accepted submission counts. */
export const acceptanceRoute = '/problems/acceptance';

/** One problem's acceptance: accepted ÷ submitted, from every learner's judged submissions. */
export const problemAcceptanceSchema = z.object({
  problemId: z.string(),
  submitted: z.number().int().min(0),
  accepted: z.number().int().min(0),
});
export type ProblemAcceptance = z.infer<typeof problemAcceptanceSchema>;
export const problemAcceptanceListSchema = z.array(problemAcceptanceSchema);
