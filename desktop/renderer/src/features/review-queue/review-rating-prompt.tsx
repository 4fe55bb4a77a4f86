import { useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewQueueMessages, reviewRatings, type ReviewRating } from '@zencode/shared/contract';
import { BrainIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { reviewQueueApi } from './review-queue-api.ts';

export const reviewQueueKey = ['review-queue'] as const;

/**
 * At an Accepted verdict: the rating proposed for the review schedule, with why, confirmed or
 * changed with one click; unanswered, it stands.
 */
export function ReviewRatingPrompt({ problemId }: { problemId: string }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState<ReviewRating | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [keptOffline, setKeptOffline] = useState(false);
  const queue = useQuery({
    queryKey: reviewQueueKey,
    queryFn: ({ signal }) => reviewQueueApi.queue(signal),
    enabled: auth.status === 'authenticated',
    // Shown at an Accepted verdict: the queue read before it (the Review page) has no rating yet.
    staleTime: 0,
  });
  const card = queue.data?.cards.find((each) => each.problemId === problemId && each.lastIsToday);
  if (!card) return null;

  async function rate(rating: ReviewRating) {
    setSaving(rating);
    setError(null);
    try {
      setKeptOffline((await reviewQueueApi.rate(problemId, rating)).offlineCopy);
      await queryClient.invalidateQueries({ queryKey: reviewQueueKey });
    } catch {
      setError('The rating was not saved. Try again.');
    } finally {
      setSaving(null);
    }
  }

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
            disabled={saving !== null}
            onClick={() => void rate(rating)}
          >
            {rating}
          </Button>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      )}
      {keptOffline && (
        <p role="status" className="text-muted-foreground">
          {reviewQueueMessages.keptOffline}
        </p>
      )}
    </div>
  );
}
