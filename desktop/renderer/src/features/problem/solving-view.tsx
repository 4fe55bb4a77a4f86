import type { LanguageId, ProblemFull } from '@zencode/shared/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EditorialPanel } from '@/features/problem-help/index.ts';
import { ReviewSheet } from '@/features/review/index.ts';
import { DraftConflictDialog } from './draft-conflict-dialog.tsx';
import { PaneTabs } from './pane-tabs.tsx';
import { ProblemNote } from '@/features/review-queue/index.ts';
import { ProblemDescription } from './problem-description.tsx';
import { ProblemSubmissions } from './problem-submissions.tsx';
import { ProblemTopBar } from './problem-top-bar.tsx';
import { SolvingPanes } from './solving-panes.tsx';
import { SessionBottomPanel, SessionEditor } from './solving-work-panes.tsx';
import { type SolvingChrome, useSolvingSession } from './use-solving-session.ts';

type LeftTab = 'description' | 'editorial' | 'submissions' | 'notes';

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
  const session = useSolvingSession(full, chrome, initialLanguage);
  const { problemId, draft, review } = session;
  // ?submission=<id> (a profile's Recent Submissions) opens that submission in its tab.
  const [searchParams] = useSearchParams();
  const linkedSubmission = searchParams.get('submission');
  const [leftTab, setLeftTab] = useState<LeftTab>(linkedSubmission ? 'submissions' : 'description');

  const leftPane = (
    <PaneTabs
      value={leftTab}
      onChange={setLeftTab}
      tabs={[
        {
          value: 'description',
          label: 'Description',
          content: <ProblemDescription full={full} solved={solved} />,
        },
        {
          value: 'editorial',
          label: 'Editorial',
          content: (
            <EditorialPanel
              problemId={problemId}
              language={session.language}
              solved={solved}
              onKeepTrying={() => setLeftTab('description')}
            />
          ),
        },
        {
          value: 'submissions',
          label: 'Submissions',
          content: (
            <ProblemSubmissions
              problemId={problemId}
              signature={session.signature}
              onLoad={session.loadSubmission}
              initialOpenId={linkedSubmission}
            />
          ),
        },
        {
          value: 'notes',
          label: 'Notes',
          content: <ProblemNote key={problemId} problemId={problemId} />,
        },
      ]}
    />
  );
  return (
    <div className={session.isMobile ? 'flex min-h-dvh flex-col' : 'flex h-dvh flex-col'}>
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
        left={leftPane}
        editor={<SessionEditor session={session} />}
        bottom={<SessionBottomPanel session={session} />}
        bottomRef={session.bottomSection}
      />
      <DraftConflictDialog
        conflict={draft.conflict}
        onResolve={draft.resolve}
        error={draft.copyError}
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
