import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  messages,
  reviewQueueMessages,
  reviewRatings,
  type ReviewRating,
} from '@zencode/shared/contract';
import { BrainIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { useFormAction } from '@/lib/use-form-action.ts';
import { reviewQueueApi } from './review-queue-api.ts';

export const reviewQueueKey = ['review-queue'] as const;

/**
 * At an Accepted verdict: the rating proposed for the review schedule, with why, confirmed or
 * changed with one click; unanswered, it stands.
 */
export function ReviewRatingPrompt({ problemId }: { problemId: string }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const saving = useFormAction();
  const queue = useQuery({
    queryKey: reviewQueueKey,
    queryFn: ({ signal }) => reviewQueueApi.queue(signal),
    enabled: auth.status === 'authenticated',
    // Shown at an Accepted verdict: the queue read before it (the Review page) has no rating yet.
    staleTime: 0,
  });
  const card = queue.data?.cards.find((each) => each.problemId === problemId && each.lastIsToday);
  if (!card) return null;

  const rate = (rating: ReviewRating) =>
    saving.run(
      async () => {
        const rated = await reviewQueueApi.rate(problemId, rating);
        await queryClient.invalidateQueries({ queryKey: reviewQueueKey });
        // The desktop app offline keeps it and sends it later: the learner is told so.
        if (rated.offlineCopy) return reviewQueueMessages.keptOffline;
      },
      () => messages.reviewRatingSaveFailed,
    );

  return (
    <div
      data-testid="review-rating"
      className="grid gap-2 rounded-lg border bg-muted/40 px-3 py-2.5 text-sm"
    >
      <p className="flex items-start gap-2">
        <BrainIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        <span>
          {card.last.proposed ? 'Review schedule: proposed ' : 'Review schedule: rated '}
          <strong className="font-semibold">{card.last.rating}</strong>
          {card.last.reasons.length > 0 && ` (${card.last.reasons.join(', ')})`}.{' '}
          {card.last.proposed && 'Confirm or change it; unanswered, it stands tonight.'}
        </span>
      </p>
      <div className="flex flex-wrap gap-1.5" role="group" aria-label="How well did you recall it?">
        {reviewRatings.map((rating) => (
          <Button
            key={rating}
            size="sm"
            variant={card.last.rating === rating ? 'default' : 'outline'}
            aria-pressed={card.last.rating === rating}
            disabled={saving.pending}
            onClick={() => void rate(rating)}
          >
            {rating}
          </Button>
        ))}
      </div>
      {saving.outcome?.tone === 'error' && (
        <p role="alert" className="text-destructive">
          {saving.outcome.text}
        </p>
      )}
      {saving.outcome?.tone === 'success' && (
        <p role="status" className="text-muted-foreground">
          {saving.outcome.text}
        </p>
      )}
    </div>
  );
}
