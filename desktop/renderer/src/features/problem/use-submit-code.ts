import { useQueryClient } from '@tanstack/react-query';
import {
  apiRoutes,
  fillRoute,
  isQueuedSubmission,
  type LanguageId,
  type Submission,
  submitAnswerSchema,
  userSchema,
} from '@zencode/shared/contract';
import { problemPageErrorMessage } from '@zencode/shared/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@/features/auth/index.ts';
import { apiCall } from '@/lib/api-client.ts';
import { desktopApi } from '@/lib/platform.ts';
import { reloadQueries } from '@/lib/reload-queries.ts';
import { followSubmission } from './follow-submission.ts';
import { heatmapKey, problemSubmissionsKey } from './problem-queries.ts';

export type SubmitState =
  | { phase: 'idle' }
  | { phase: 'judging'; casesDone: number; totalCases: number; stage: Submission['status'] }
  | { phase: 'done'; submission: Submission }
  /**
   * The desktop app is offline: the submission waits in its outbox under `idempotencyKey`, and
   * its verdict (or the server's refusal) replaces this state when it arrives.
   */
  | { phase: 'queued-offline'; idempotencyKey: string }
  | { phase: 'failed'; error: string };

/**
 * Submit: POST /submission, then live progress until the verdict. Afterwards the Submissions tab
 * refreshes, and an Accepted answer reloads the user (solved mark) and the streak. `onCreated`
 * hears each submission's id once the server took it (an interview records it as its own).
 */
export function useSubmitCode(problemId: string, onCreated?: (submissionId: string) => void) {
  const [state, setState] = useState<SubmitState>({ phase: 'idle' });
  const queryClient = useQueryClient();
  const auth = useAuth();
  const controller = useRef<AbortController | null>(null);
  const authRef = useRef(auth);
  const onCreatedRef = useRef(onCreated);
  useEffect(() => {
    authRef.current = auth;
    onCreatedRef.current = onCreated;
  });
  useEffect(() => () => controller.current?.abort(), []);

  /** The verdict arrived (live or from the desktop's outbox): shown, and what it changes reloads. */
  const showJudged = useCallback(
    (judged: Submission) => {
      setState({ phase: 'done', submission: judged });
      void reloadQueries(queryClient, problemSubmissionsKey(problemId));
      const { user, status, setUser } = authRef.current;
      if (status !== 'authenticated') return;
      void reloadQueries(queryClient, heatmapKey(user.username));
      if (judged.verdict === 'Accepted') {
        apiCall(fillRoute(apiRoutes.profile.byUsername, { username: user.username }), {
          schema: userSchema,
        }).then(setUser, () => undefined);
      }
    },
    [problemId, queryClient],
  );

  // A submission waiting in the desktop's outbox: its verdict (or refusal) comes as an event.
  const waitingKey = state.phase === 'queued-offline' ? state.idempotencyKey : null;
  useEffect(() => {
    const outbox = desktopApi()?.offline.outbox;
    if (!waitingKey || !outbox) return;
    const unsubscribers = [
      outbox.onJudged(({ idempotencyKey, submission }) => {
        if (idempotencyKey === waitingKey) showJudged(submission);
      }),
      outbox.onRefused((entry) => {
        if (entry.idempotencyKey === waitingKey && entry.reason)
          setState({ phase: 'failed', error: problemPageErrorMessage({ message: entry.reason }) });
      }),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [waitingKey, showJudged]);

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
          schema: submitAnswerSchema,
          signal: abort.signal,
        });
        // The desktop's outbox took it for later: kept, not failed.
        if (isQueuedSubmission(created)) {
          setState({ phase: 'queued-offline', idempotencyKey: created.idempotencyKey });
          return;
        }
        onCreatedRef.current?.(created._id);
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
        if (!judged) return;
        showJudged(judged);
      } catch (error) {
        if (abort.signal.aborted) return;
        setState({
          phase: 'failed',
          error: problemPageErrorMessage({ message: (error as Error).message }),
        });
      }
    },
    [problemId, queryClient, showJudged],
  );

  return { state, submit, busy: state.phase === 'judging' };
}
