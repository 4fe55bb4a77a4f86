import type { ProblemFull } from '@zencode/shared/contract';
import { EditorialPanel } from '@/features/problem-help/index.ts';
import { ReplayStepper } from '@/features/replay/index.ts';
import { ProblemNote } from '@/features/review-queue/index.ts';
import { useInterviewLock } from './interview-lock.ts';
import { PaneTabs } from './pane-tabs.tsx';
import { ProblemDescription } from './problem-description.tsx';
import { ProblemSubmissions } from './problem-submissions.tsx';
import type { SessionReplay } from './use-session-replay.ts';
import type { SolvingSession } from './use-solving-session.ts';
import type { SolvingTabs } from './use-solving-tabs.ts';

/**
 * The solving screen's left pane: Description, Editorial, Submissions (unless hidden), Notes, and
 * Replay while one is open. In an interview only Description and Replay: the editorial, the past
 * submissions (an earlier solution) and the notes stay locked.
 */
export function SolvingLeftPane({
  full,
  solved,
  session,
  tabs,
  replay,
}: {
  full: ProblemFull;
  solved: boolean;
  session: SolvingSession;
  tabs: SolvingTabs;
  replay: SessionReplay;
}) {
  const { problemId } = session;
  const locked = useInterviewLock();
  const hideSubmissions = locked || tabs.hidesSubmissions(session.reviewSubmitted);
  const replayOpen = replay.replay.state.phase !== 'closed';
  const shown =
    (hideSubmissions && tabs.leftTab === 'submissions') ||
    (locked && (tabs.leftTab === 'editorial' || tabs.leftTab === 'notes')) ||
    (!replayOpen && tabs.leftTab === 'replay')
      ? 'description'
      : tabs.leftTab;
  return (
    <PaneTabs
      value={shown}
      onChange={tabs.setLeftTab}
      tabs={[
        {
          value: 'description',
          label: 'Description',
          content: <ProblemDescription full={full} solved={solved} />,
        },
        ...(locked
          ? []
          : [
              {
                value: 'editorial' as const,
                label: 'Editorial',
                content: (
                  <EditorialPanel
                    problemId={problemId}
                    language={session.language}
                    solved={solved}
                    onKeepTrying={() => tabs.setLeftTab('description')}
                  />
                ),
              },
            ]),
        ...(hideSubmissions
          ? []
          : [
              {
                value: 'submissions' as const,
                label: 'Submissions',
                content: (
                  <ProblemSubmissions
                    problemId={problemId}
                    signature={session.signature}
                    onLoad={session.loadSubmission}
                  />
                ),
              },
            ]),
        ...(locked
          ? []
          : [
              {
                value: 'notes' as const,
                label: 'Notes',
                content: <ProblemNote key={problemId} problemId={problemId} />,
              },
            ]),
        ...(replayOpen
          ? [
              {
                value: 'replay' as const,
                label: 'Replay',
                content: (
                  <ReplayStepper
                    replay={{ ...replay.replay, close: replay.close }}
                    code={session.draft.code}
                    onReplayAgain={replay.again}
                  />
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
