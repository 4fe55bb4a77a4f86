import type { ProblemAuthoring } from '@zencode/shared/contract';
import { GitBranchIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';

/**
 * Above the editor of a published problem whose cases, signature, checker, limits or reference
 * solutions were edited:
 * the edits are a revision learners do not see until it is validated and published.
 */
export function RevisionNotice({
  revision,
  disabled,
  onDiscard,
}: {
  revision: NonNullable<ProblemAuthoring['revision']>;
  disabled: boolean;
  onDiscard: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const live = revision.liveValidation;
  const liveState = !live
    ? 'not validated'
    : live.current
      ? live.passed
        ? 'validated'
        : 'failing validation'
      : 'changed since validation';
  return (
    <div
      role="note"
      data-testid="revision-notice"
      className="mb-6 flex flex-col gap-3 rounded-lg border bg-muted/50 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 leading-snug">
        <GitBranchIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          <strong className="font-semibold">Unpublished revision.</strong> These test cases, judge
          settings and reference solutions are not live: learners are judged against the published
          version ({liveState}) until you validate this revision and publish it.
        </span>
      </p>
      <div className="flex shrink-0 gap-2">
        {confirming && (
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        )}
        <Button
          variant={confirming ? 'destructive' : 'outline'}
          size="sm"
          disabled={disabled}
          onClick={() => (confirming ? onDiscard() : setConfirming(true))}
        >
          {confirming ? 'Discard all its changes' : 'Discard revision'}
        </Button>
      </div>
    </div>
  );
}
