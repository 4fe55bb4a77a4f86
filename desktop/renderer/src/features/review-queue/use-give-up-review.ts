import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@zencode/shared/contract';
import { useState } from 'react';
import { reviewQueueApi } from './review-queue-api.ts';
import { reviewQueueKey } from './review-rating-prompt.tsx';

/** Giving up was sent to the account, or kept on this computer until the server answers. */
export type GiveUpOutcome = 'sent' | 'kept-offline';

/** 'Give up (counts as Again)' for a review of `problemId`: sends it and says where it went. */
export function useGiveUpReview(problemId: string, onGaveUp: (outcome: GiveUpOutcome) => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function giveUp() {
    setPending(true);
    setError(null);
    try {
      const answer = await reviewQueueApi.giveUp(problemId);
      onGaveUp(answer.offlineCopy ? 'kept-offline' : 'sent');
      await queryClient.invalidateQueries({ queryKey: reviewQueueKey });
    } catch {
      setError(messages.reviewGiveUpFailed);
    } finally {
      setPending(false);
    }
  }

  return { giveUp, pending, error };
}
