import { fillRoute, pageRoutes, reviewQueueMessages } from '@zencode/shared/contract';
import { BrainIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { type GiveUpOutcome, useGiveUpReview } from './use-give-up-review.ts';

/**
 * Above the editor during a review from the review schedule: the editor is blank and the saved
 * draft kept; after a submission (or giving up) the earlier solution is one click away; giving up
 * counts as Again.
 */
export function ReviewModeBanner({
  problemId,
  submitted,
  accepted,
  gaveUp,
  onGaveUp,
  onShowEarlier,
}: {
  problemId: string;
  /** Submit was pressed during this review. */
  submitted: boolean;
  /** This review's submission was Accepted: it rescheduled the card, nothing to give up. */
  accepted: boolean;
  /** Whether giving up was saved, and where: the earlier solution may then be shown. */
  gaveUp: GiveUpOutcome | null;
  onGaveUp: (outcome: GiveUpOutcome) => void;
  /** Opens the learner's earlier solution; absent when they have none to show. */
  onShowEarlier?: () => void;
}) {
  const { giveUp, pending, error } = useGiveUpReview(problemId, onGaveUp);

  return (
    <div
      data-testid="review-mode"
      className="grid shrink-0 gap-2 border-b bg-muted/40 px-3 py-2 text-sm"
    >
      <p className="flex items-start gap-2">
        <BrainIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span>
          {gaveUp
            ? `Counted as Again: it comes back soon.${gaveUp === 'kept-offline' ? ` ${reviewQueueMessages.keptOffline}` : ''}`
            : 'Review schedule: solve it again from a blank editor. Your saved draft is kept as it was.'}
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-1.5">
        {(submitted || gaveUp) && onShowEarlier && (
          <Button size="sm" variant="outline" onClick={onShowEarlier}>
            Show my earlier solution
          </Button>
        )}
        {!gaveUp && !accepted && (
          <Button size="sm" variant="outline" disabled={pending} onClick={() => void giveUp()}>
            Give up (counts as Again)
          </Button>
        )}
        <Button size="sm" variant="ghost" asChild>
          <Link to={fillRoute(pageRoutes.problem, { id: problemId })}>Back to my draft</Link>
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
