import { Navigate, useParams } from 'react-router';
import { preloadCodeEditor } from '@/features/editor/index.ts';
import { InterviewSessionGate, RunningInterview, sessionPath } from '@/features/interview/index.ts';

// The session's solving screen is this page: Monaco starts downloading with it (as on a problem's).
preloadCodeEditor();

/** /interview/{id}/solve: a running session; an ended one opens its report. */
export function InterviewSessionPage() {
  const { id = '' } = useParams();
  return (
    <InterviewSessionGate key={id} sessionId={id}>
      {(session) =>
        session.endedAt === null ? (
          <RunningInterview session={session} />
        ) : (
          <Navigate to={sessionPath(session)} replace />
        )
      }
    </InterviewSessionGate>
  );
}
