import { Navigate, useParams } from 'react-router';
import {
  InterviewReportView,
  InterviewSessionGate,
  sessionPath,
} from '@/features/interview/index.ts';

/** /interview/{id}: an ended session's report; a running one opens its solving screen. */
export function InterviewReportPage() {
  const { id = '' } = useParams();
  return (
    <InterviewSessionGate key={id} sessionId={id}>
      {(session) =>
        session.endedAt === null ? (
          <Navigate to={sessionPath(session)} replace />
        ) : (
          <InterviewReportView session={session} />
        )
      }
    </InterviewSessionGate>
  );
}
