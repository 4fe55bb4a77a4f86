import { useQueryClient } from '@tanstack/react-query';
import {
  apiRoutes,
  fillRoute,
  type LanguageId,
  messages,
  type Submission,
  submissionSchema,
  userSchema,
} from '@zencode/shared/contract';
import { problemPageErrorMessage } from '@zencode/shared/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@/features/auth/index.ts';
import { apiCall } from '@/lib/api-client.ts';
import { reloadQueries } from '@/lib/reload-queries.ts';
import { followSubmission } from './follow-submission.ts';
import { heatmapKey, problemSubmissionsKey } from './problem-queries.ts';

export type SubmitState =
  | { phase: 'idle' }
  | { phase: 'judging'; casesDone: number; totalCases: number; stage: Submission['status'] }
  | { phase: 'done'; submission: Submission }
  /** The desktop app is offline: the submission waits in its outbox and is sent later. */
  | { phase: 'queued-offline' }
  | { phase: 'failed'; error: string };

/**
 * Submit: POST /submission, then live progress until the verdict. Afterwards the Submissions tab
 * refreshes, and an Accepted answer reloads the user (solved mark) and the streak.
 */
export function useSubmitCode(problemId: string) {
  const [state, setState] = useState<SubmitState>({ phase: 'idle' });
  const queryClient = useQueryClient();
  const auth = useAuth();
  const controller = useRef<AbortController | null>(null);
  const authRef = useRef(auth);
  useEffect(() => {
    authRef.current = auth;
  });
  useEffect(() => () => controller.current?.abort(), []);

  const submit = useCallback(
    async (language: LanguageId, code: string) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ phase: 'judging', casesDone: 0, totalCases: 0, stage: 'queued' });
      try {
        const created = await apiCall(apiRoutes.submissions.list, {
          method: 'POST',
          body: { problemId, language, code },
          schema: submissionSchema,
          signal: abort.signal,
        });
        void reloadQueries(queryClient, problemSubmissionsKey(problemId));
        const judged =
          created.status === 'done'
            ? created
            : await followSubmission(
                created._id,
                (event) =>
                  setState({
                    phase: 'judging',
                    casesDone: event.casesDone,
                    totalCases: event.totalCases,
                    stage: event.status,
                  }),
                abort.signal,
              );
        setState({ phase: 'done', submission: judged });
        void reloadQueries(queryClient, problemSubmissionsKey(problemId));
        const { user, status, setUser } = authRef.current;
        if (status === 'authenticated') {
          void reloadQueries(queryClient, heatmapKey(user.username));
          if (judged.verdict === 'Accepted') {
            apiCall(fillRoute(apiRoutes.profile.byUsername, { username: user.username }), {
              schema: userSchema,
            }).then(setUser, () => undefined);
          }
        }
      } catch (error) {
        if (abort.signal.aborted) return;
        // The desktop's outbox answers with this text: kept, not failed.
        if ((error as Error).message === messages.submissionQueuedOffline) {
          setState({ phase: 'queued-offline' });
          return;
        }
        setState({
          phase: 'failed',
          error: problemPageErrorMessage({ message: (error as Error).message }),
        });
      }
    },
    [problemId, queryClient],
  );

  return { state, submit, busy: state.phase === 'judging' };
}
