import { useMutation } from '@tanstack/react-query';
import {
  type AiReviewRequestInput,
  aiReviewRequestSchema,
  aiReviewResponseSchema,
  apiRoutes,
} from '@zencode/shared/contract';
import { apiCall } from '@/lib/api-client.ts';
import { requestReview } from './request-review.ts';

/** Debug: POST /ai-review with the code (and the language and problem when known). */
export function useCodeReview() {
  return useMutation({
    mutationFn: (request: AiReviewRequestInput) =>
      requestReview(request, (body) =>
        apiCall(apiRoutes.aiReview, {
          method: 'POST',
          body,
          request: aiReviewRequestSchema,
          schema: aiReviewResponseSchema,
        }),
      ),
  });
}
