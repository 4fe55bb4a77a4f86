import { z } from 'zod';
import { CODE_MAX_LENGTH } from './constants.ts';
import { languageInputSchema } from './language-input.ts';
import { messages } from './messages.ts';

/** POST /ai-review: review this code, optionally in the context of a problem. */
export const aiReviewRequestSchema = z
  .object({
    code: z.string().trim().min(1, messages.noCodeToReview).max(CODE_MAX_LENGTH),
    language: languageInputSchema.optional(),
    problemId: z.string().min(1).max(200).optional(),
  })
  .strict();
export type AiReviewRequest = z.infer<typeof aiReviewRequestSchema>;
export type AiReviewRequestInput = z.input<typeof aiReviewRequestSchema>;

/** The review as Markdown. */
export const aiReviewResponseSchema = z.object({ aiResponse: z.string() });
export type AiReviewResponse = z.infer<typeof aiReviewResponseSchema>;
