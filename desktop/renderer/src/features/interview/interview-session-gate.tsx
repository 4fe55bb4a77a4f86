import { fillRoute, pageRoutes } from '@zencode/shared/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import type { HeldSession } from './interview-api.ts';
import { useInterviewSession } from './use-interview-session.ts';

export const sessionNotFound = 'This interview session does not exist, or it is not yours.';

/** Loads a session, says why when it cannot, and hands it to `children` once it is there. */
export function InterviewSessionGate({
  sessionId,
  children,
}: {
  sessionId: string;
  children: (session: HeldSession) => ReactNode;
}) {
  const query = useInterviewSession(sessionId);
  if (query.data) return children(query.data);
  if (query.isPending) return <PageSpinner />;
  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <main className="mx-auto grid w-full max-w-xl justify-items-center gap-4 px-4 py-16 text-center">
        <p role="alert" className="font-medium">
          {sessionNotFound}
        </p>
        <Button asChild variant="outline">
          <Link to={pageRoutes.interview}>Back to Interview</Link>
        </Button>
      </main>
    );
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-16">
      <LoadError
        message={`The session could not be loaded: ${query.error?.message ?? ''}`}
        onRetry={() => void query.refetch()}
      />
    </main>
  );
}

/** Where a session is shown: its solving screen while it runs, its report once ended. */
export const sessionPath = (session: Pick<HeldSession, 'id' | 'endedAt'>) =>
  fillRoute(session.endedAt === null ? pageRoutes.interviewSession : pageRoutes.interviewReport, {
    id: session.id,
  });
