import { type InterviewEventBody, messages } from '@zencode/shared/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  openingLanguage,
  type ProblemActionsProps,
  SolvingView,
  useProblemFull,
} from '@/features/problem/index.ts';
import { useAuth } from '@/features/auth/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import { type HeldSession, interviewApi, interviewKeys } from './interview-api.ts';
import { InterviewTopBar } from './interview-top-bar.tsx';
import { useEndInterview } from './use-end-interview.ts';
import { useSecondsLeft } from './use-seconds-left.ts';

/** `?problem=2` (1-based) as a position in the session, the first one when missing or wrong. */
function positionOf(value: string | null, count: number): number {
  const position = Number(value ?? '1') - 1;
  return Number.isInteger(position) && position >= 0 && position < count ? position : 0;
}

/**
 * A running session: the solving screen of the problem on show (`?problem=`, so a reload stays
 * on it), with the session's bar. Each Run and submission is recorded for the report; when the
 * server answers that the session has ended, the page reads it again and the report follows.
 */
export function RunningInterview({ session }: { session: HeldSession }) {
  const [searchParams] = useSearchParams();
  const position = positionOf(searchParams.get('problem'), session.problems.length);
  const { problemId } = session.problems[position]!;
  const full = useProblemFull(problemId);
  const auth = useAuth();
  const queryClient = useQueryClient();
  const { end, ending, error: endError } = useEndInterview(session.id);
  const secondsLeft = useSecondsLeft(session, () => void end());
  const [notice, setNotice] = useState<string | null>(null);

  const record = (event: InterviewEventBody) => {
    interviewApi.record(session.id, event).then(
      () => setNotice(null),
      (error: unknown) => {
        setNotice(
          error instanceof ApiError && error.status === 409
            ? error.message
            : `Not recorded for the session: ${(error as Error).message}`,
        );
        if (error instanceof ApiError && error.status === 409)
          void queryClient.invalidateQueries({ queryKey: interviewKeys.session(session.id) });
      },
    );
  };

  const shownNotice = endError ?? notice;
  const topBar = (actions: ProblemActionsProps) => (
    <>
      <InterviewTopBar
        sessionId={session.id}
        problems={session.problems}
        current={position}
        secondsLeft={secondsLeft}
        actions={actions}
        onEnd={end}
        ending={ending}
      />
      {shownNotice && (
        <p role="alert" className="border-b bg-muted/40 px-4 py-2 text-sm text-hard">
          {shownNotice}
        </p>
      )}
    </>
  );

  if (!full.data) {
    return (
      <div className="flex h-dvh flex-col">
        {topBar({
          onRun: () => undefined,
          onSubmit: () => undefined,
          running: false,
          submitting: false,
          reviewing: false,
          ready: false,
        })}
        <div className="flex flex-1 items-center justify-center p-6">
          <p
            role={full.isPending ? 'status' : 'alert'}
            className={full.isPending ? 'text-sm text-muted-foreground' : 'text-sm text-hard'}
          >
            {full.isPending ? messages.loadingProblem : messages.fetchProblemFailed}
          </p>
        </div>
      </div>
    );
  }

  return (
    <SolvingView
      key={problemId}
      full={full.data}
      solved={false}
      chrome={{
        previousId: null,
        nextId: null,
        onToggleSidebar: () => undefined,
        username: auth.status === 'authenticated' ? auth.user.username : null,
      }}
      initialLanguage={openingLanguage(problemId, full.data.details.signature)}
      interview={{
        topBar,
        onRun: () => record({ kind: 'run', problemId }),
        onSubmitted: (submissionId) => record({ kind: 'submit', problemId, submissionId }),
      }}
    />
  );
}
