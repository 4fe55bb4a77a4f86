import type { LanguageId, ProblemFull } from '@zencode/shared/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EditorialPanel } from '@/features/problem-help/index.ts';
import { ReviewSheet } from '@/features/review/index.ts';
import { DraftConflictDialog } from './draft-conflict-dialog.tsx';
import { PaneTabs } from './pane-tabs.tsx';
import {
  type GiveUpOutcome,
  ProblemNote,
  ReviewModeBanner,
} from '@/features/review-queue/index.ts';
import { ProblemDescription } from './problem-description.tsx';
import { useProblemSubmissions } from './problem-queries.ts';
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
  // ?submission=<id> (a profile's Recent Submissions) opens that submission in its tab;
  // ?review=1 (the Review page) opens a review: a blank editor, the saved draft kept.
  const [searchParams] = useSearchParams();
  const reviewing = searchParams.get('review') === '1';
  const session = useSolvingSession(full, chrome, initialLanguage, reviewing);
  const { problemId, draft, review } = session;
  const [shownSubmission, setShownSubmission] = useState(searchParams.get('submission'));
  const [leftTab, setLeftTab] = useState<LeftTab>(shownSubmission ? 'submissions' : 'description');
  const earlier = useEarlierAccepted(problemId);
  const [gaveUp, setGaveUp] = useState<GiveUpOutcome | null>(null);
  // During a review the past submissions (the old solution) stay out of sight until Submit.
  const hideSubmissions = reviewing && !session.reviewSubmitted && !gaveUp;
  const showEarlier = (id: string) => {
    setShownSubmission(id);
    setLeftTab('submissions');
    // Stacked on a phone, the Submissions tab is at the top of the page, above the editor.
    if (session.isMobile) window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const leftPane = (
    <PaneTabs
      value={hideSubmissions && leftTab === 'submissions' ? 'description' : leftTab}
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
        ...(hideSubmissions
          ? []
          : [
              {
                value: 'submissions' as const,
                label: 'Submissions',
                content: (
                  <ProblemSubmissions
                    key={shownSubmission ?? 'list'}
                    problemId={problemId}
                    signature={session.signature}
                    onLoad={session.loadSubmission}
                    initialOpenId={shownSubmission}
                  />
                ),
              },
            ]),
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
        editor={
          reviewing ? (
            <div className="flex h-full min-h-0 flex-col">
              <ReviewModeBanner
                problemId={problemId}
                submitted={session.reviewSubmitted}
                accepted={session.reviewAccepted}
                gaveUp={gaveUp}
                onGaveUp={setGaveUp}
                onShowEarlier={earlier ? () => showEarlier(earlier) : undefined}
              />
              <div className="min-h-0 flex-1">
                <SessionEditor session={session} />
              </div>
            </div>
          ) : (
            <SessionEditor session={session} />
          )
        }
        bottom={<SessionBottomPanel session={session} />}
        bottomRef={session.bottomSection}
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

/** The learner's newest Accepted submission from before this page opened (their old solution). */
function useEarlierAccepted(problemId: string): string | null {
  const [openedAt] = useState(() => new Date().toISOString());
  const submissions = useProblemSubmissions(problemId).data ?? [];
  return (
    submissions.find(
      (submission) => submission.verdict === 'Accepted' && submission.submittedAt < openedAt,
    )?._id ?? null
  );
}
