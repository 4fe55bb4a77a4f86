import {
  type AiReviewRequestInput,
  type AiReviewResponse,
  messages,
} from '@zencode/shared/contract';

export type ReviewResult = { kind: 'review'; markdown: string } | { kind: 'message'; text: string };

/**
 * Debug's outcome: an empty editor never reaches the server ('No code to
 * review.'); an empty answer reads 'No response from AI.'; any failure 'AI review failed. Try
 * again later.'; otherwise the Markdown review.
 */
export async function requestReview(
  request: AiReviewRequestInput,
  post: (request: AiReviewRequestInput) => Promise<AiReviewResponse>,
): Promise<ReviewResult> {
  if (request.code.trim() === '') return { kind: 'message', text: messages.noCodeToReview };
  let answer: AiReviewResponse;
  try {
    answer = await post(request);
  } catch {
    return { kind: 'message', text: messages.aiReviewFailed };
  }
  return answer.aiResponse.trim() === ''
    ? { kind: 'message', text: messages.noAiResponse }
    : { kind: 'review', markdown: answer.aiResponse };
}
