import type { LanguageId, ProblemFull } from '@zencode/shared/contract';
import { ReviewSheet } from '@/features/review/index.ts';
import { DraftConflictDialog } from './draft-conflict-dialog.tsx';
import { ProblemTopBar } from './problem-top-bar.tsx';
import { SolvingEditorPane } from './solving-editor-pane.tsx';
import { SolvingLeftPane } from './solving-left-pane.tsx';
import { SolvingPanes } from './solving-panes.tsx';
import { SessionBottomPanel } from './solving-work-panes.tsx';
import { useSessionReplay } from './use-session-replay.ts';
import { type SolvingChrome, useSolvingSession } from './use-solving-session.ts';
import { useSolvingTabs } from './use-solving-tabs.ts';

/** The solving screen of a loaded problem: statement and submissions, editor, cases and results. */
export function SolvingView({
  full,
  solved,
  chrome,
  initialLanguage,
}: {
  full: ProblemFull;
  solved: boolean;
  chrome: SolvingChrome;
  initialLanguage: LanguageId;
}) {
  const tabs = useSolvingTabs(full.problem._id);
  const session = useSolvingSession(full, chrome, initialLanguage, tabs.reviewing, () =>
    tabs.setPhonePane('console'),
  );
  const { draft, review } = session;
  const replay = useSessionReplay(session, tabs);
  return (
    <div className="flex h-dvh flex-col">
      <ProblemTopBar
        {...chrome}
        onRun={session.runCode}
        onSubmit={session.submitCode}
        onDebug={session.debugCode}
        running={session.running}
        submitting={session.submitting}
        reviewing={review.isPending}
        ready
        hasCode={session.hasCode}
      />
      <SolvingPanes
        stacked={session.isMobile}
        left={
          <SolvingLeftPane
            full={full}
            solved={solved}
            session={session}
            tabs={tabs}
            replay={replay}
          />
        }
        editor={<SolvingEditorPane session={session} tabs={tabs} replayLine={replay.line} />}
        bottom={<SessionBottomPanel session={session} onReplay={replay.open} />}
        phonePane={tabs.phonePane}
        onPhonePaneChange={tabs.setPhonePane}
      />
      <DraftConflictDialog
        conflict={draft.conflict}
        onResolve={draft.resolve}
        error={session.savedDraft.copyError}
      />
      <ReviewSheet
        open={session.reviewOpen}
        onOpenChange={session.setReviewOpen}
        pending={review.isPending}
        result={review.data}
      />
    </div>
  );
}
