import type { LanguageId, ProblemFull } from '@zencode/shared/contract';
import type { ReactNode } from 'react';
import { ReviewSheet } from '@/features/review/index.ts';
import { DraftConflictDialog } from './draft-conflict-dialog.tsx';
import { InterviewLockContext } from './interview-lock.ts';
import type { ProblemActionsProps } from './problem-actions.tsx';
import { ProblemTopBar } from './problem-top-bar.tsx';
import { SolvingEditorPane } from './solving-editor-pane.tsx';
import { SolvingLeftPane } from './solving-left-pane.tsx';
import { SolvingPanes } from './solving-panes.tsx';
import { SessionBottomPanel } from './solving-work-panes.tsx';
import { useSessionReplay } from './use-session-replay.ts';
import {
  type InterviewRecorder,
  type SolvingChrome,
  useSolvingSession,
} from './use-solving-session.ts';
import { useSolvingTabs } from './use-solving-tabs.ts';

/** A running interview session around the solving screen. */
export interface InterviewSolving extends InterviewRecorder {
  /** The session's bar in place of the problem page's, around the screen's Run and Submit. */
  topBar: (actions: ProblemActionsProps) => ReactNode;
}

/**
 * The solving screen of a loaded problem: statement and submissions, editor, cases and results.
 * Inside an interview its help is locked (interview-lock.ts) and the session's bar replaces the
 * problem page's.
 */
export function SolvingView({
  full,
  solved,
  chrome,
  initialLanguage,
  interview,
}: {
  full: ProblemFull;
  solved: boolean;
  chrome: SolvingChrome;
  initialLanguage: LanguageId;
  interview?: InterviewSolving;
}) {
  const tabs = useSolvingTabs(full.problem._id);
  const session = useSolvingSession(
    full,
    chrome,
    initialLanguage,
    tabs.reviewing,
    () => tabs.setPhonePane('console'),
    interview,
  );
  const { draft, review } = session;
  const replay = useSessionReplay(session, tabs);
  const actions: ProblemActionsProps = {
    onRun: session.runCode,
    onSubmit: session.submitCode,
    running: session.running,
    submitting: session.submitting,
    reviewing: review.isPending,
    ready: true,
    hasCode: session.hasCode,
  };
  return (
    <InterviewLockContext value={interview !== undefined}>
      <div className="flex h-dvh flex-col">
        {interview ? (
          interview.topBar(actions)
        ) : (
          <ProblemTopBar {...chrome} {...actions} onDebug={session.debugCode} />
        )}
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
    </InterviewLockContext>
  );
}
