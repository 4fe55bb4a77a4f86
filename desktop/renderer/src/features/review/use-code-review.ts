import { useMutation } from '@tanstack/react-query';
import { aiReviewResponseSchema, apiRoutes } from '@zencode/shared/contract';
import { apiCall } from '@/lib/api-client.ts';
import { type ReviewRequest, requestReview } from './request-review.ts';

/** Debug: POST /ai-review with the code (and the language and problem when known). */
export function useCodeReview() {
  return useMutation({
    mutationFn: (request: ReviewRequest) =>
      requestReview(request, (body) =>
        apiCall(apiRoutes.aiReview, { method: 'POST', body, schema: aiReviewResponseSchema }),
      ),
  });
}
