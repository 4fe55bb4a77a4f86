import type { ProblemFull } from '@zencode/shared/contract';
import { EditorialPanel } from '@/features/problem-help/index.ts';
import { ProblemNote } from '@/features/review-queue/index.ts';
import { PaneTabs } from './pane-tabs.tsx';
import { ProblemDescription } from './problem-description.tsx';
import { ProblemSubmissions } from './problem-submissions.tsx';
import type { SolvingSession } from './use-solving-session.ts';
import type { SolvingTabs } from './use-solving-tabs.ts';

/** The solving screen's left pane: Description, Editorial, Submissions (unless hidden), Notes. */
export function SolvingLeftPane({
  full,
  solved,
  session,
  tabs,
}: {
  full: ProblemFull;
  solved: boolean;
  session: SolvingSession;
  tabs: SolvingTabs;
}) {
  const { problemId } = session;
  const hideSubmissions = tabs.hidesSubmissions(session.reviewSubmitted);
  return (
    <PaneTabs
      value={hideSubmissions && tabs.leftTab === 'submissions' ? 'description' : tabs.leftTab}
      onChange={tabs.setLeftTab}
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
              onKeepTrying={() => tabs.setLeftTab('description')}
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
                    key={tabs.shownSubmission ?? 'list'}
                    problemId={problemId}
                    signature={session.signature}
                    onLoad={session.loadSubmission}
                    initialOpenId={tabs.shownSubmission}
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
}
