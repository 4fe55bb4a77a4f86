import { ReviewModeBanner } from '@/features/review-queue/index.ts';
import { SessionEditor } from './solving-work-panes.tsx';
import type { SolvingSession } from './use-solving-session.ts';
import type { SolvingTabs } from './use-solving-tabs.ts';

/** The editor pane; during a review, with the review's banner above it. */
export function SolvingEditorPane({
  session,
  tabs,
  replayLine,
}: {
  session: SolvingSession;
  tabs: SolvingTabs;
  /** The line a Replay on show is about to run. */
  replayLine: number | undefined;
}) {
  if (!tabs.reviewing) return <SessionEditor session={session} replayLine={replayLine} />;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <ReviewModeBanner
        problemId={session.problemId}
        submitted={session.reviewSubmitted}
        accepted={session.reviewAccepted}
        gaveUp={tabs.gaveUp}
        onGaveUp={tabs.setGaveUp}
        onShowEarlier={tabs.showEarlier}
      />
      <div className="min-h-0 flex-1">
        <SessionEditor session={session} replayLine={replayLine} />
      </div>
    </div>
  );
}
