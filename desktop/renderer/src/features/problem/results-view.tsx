import { messages, type Signature } from '@zencode/shared/contract';
import { SendIcon } from 'lucide-react';
import type { OnReplay } from '@/features/replay/index.ts';
import { RunResults } from './run-results.tsx';
import { SubmissionProgress } from './submission-progress.tsx';
import { SubmissionResults } from './submission-results.tsx';
import type { RunOutcome } from './use-run-code.ts';
import type { SubmitState } from './use-submit-code.ts';

/** What the Results tab shows: the latest Run or the latest Submit, whichever came last. */
export type LatestResult =
  | { kind: 'none' }
  | { kind: 'run'; pending: boolean; outcome: RunOutcome | null }
  | { kind: 'submit'; state: SubmitState };

/** The Results tab: the latest Run's or Submit's progress and results, or what to do first. */
export function ResultsView({
  latest,
  signature,
  onUseTestcase,
  onReplay,
}: {
  latest: LatestResult;
  signature: Signature;
  onUseTestcase: (input: string) => void;
  onReplay: OnReplay;
}) {
  if (latest.kind === 'run') {
    if (latest.pending || !latest.outcome) {
      return (
        <p className="p-4 text-sm text-muted-foreground" role="status">
          Running your code...
        </p>
      );
    }
    return <RunResults outcome={latest.outcome} signature={signature} onReplay={onReplay} />;
  }
  if (latest.kind === 'submit') {
    const { state } = latest;
    if (state.phase === 'judging') return <SubmissionProgress state={state} />;
    if (state.phase === 'done')
      return (
        <SubmissionResults
          key={state.submission._id}
          submission={state.submission}
          signature={signature}
          onUseTestcase={onUseTestcase}
          onReplay={onReplay}
        />
      );
    if (state.phase === 'queued-offline') {
      return (
        <p
          className="flex items-center gap-2 p-4 text-sm text-muted-foreground"
          role="status"
          data-testid="submit-queued"
        >
          <SendIcon className="size-4 shrink-0" />
          {messages.submissionQueuedOffline}
        </p>
      );
    }
    if (state.phase === 'failed') {
      return (
        <p
          className="p-4 font-mono text-sm whitespace-pre-wrap text-hard"
          data-testid="submit-error"
        >
          {state.error}
        </p>
      );
    }
  }
  return (
    <p className="p-4 text-sm text-muted-foreground">
      Run your code to see each case here, or submit it to be judged on every case.
    </p>
  );
}
