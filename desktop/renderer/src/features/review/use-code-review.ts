import { useMutation } from '@tanstack/react-query';
import {
  type LanguageId,
  aiReviewResponseSchema,
  apiRoutes,
  messages,
} from '@zencode/shared/contract';
import { apiCall } from '@/lib/api-client.ts';

export type ReviewResult = { kind: 'review'; markdown: string } | { kind: 'message'; text: string };

/**
 * Debug: POST /ai-review with the code (and the language and problem when known). An empty editor
 * never reaches the server ('No code to review.'); an empty answer reads 'No response from AI.' and
 * any failure 'AI review failed. Try again later.' (spec sections 5 and 8).
 */
export function useCodeReview() {
  return useMutation({
    mutationFn: async (request: {
      code: string;
      language?: LanguageId;
      problemId?: string;
    }): Promise<ReviewResult> => {
      if (request.code.trim() === '') return { kind: 'message', text: messages.noCodeToReview };
      try {
        const { aiResponse } = await apiCall(apiRoutes.aiReview, {
          method: 'POST',
          body: request,
          schema: aiReviewResponseSchema,
        });
        return aiResponse.trim() === ''
          ? { kind: 'message', text: messages.noAiResponse }
          : { kind: 'review', markdown: aiResponse };
      } catch {
        return { kind: 'message', text: messages.aiReviewFailed };
      }
    },
  });
}
