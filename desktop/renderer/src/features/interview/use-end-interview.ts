import { useQueryClient } from '@tanstack/react-query';
import { fillRoute, pageRoutes } from '@zencode/shared/contract';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/features/auth/index.ts';
import { syncAccountDrafts } from '@/features/problem/index.ts';
import { interviewApi, interviewKeys } from './interview-api.ts';

/**
 * Ends the session (the learner's End, or the countdown reaching 0) and opens its report. The
 * drafts typed here go to the account first: the server submits each unsubmitted problem's last
 * saved draft, and one still waiting out the typing pause would otherwise be left behind.
 */
export function useEndInterview(sessionId: string) {
  const auth = useAuth();
  const userId = auth.status === 'authenticated' ? auth.user._id : null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [ending, setEnding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const end = async () => {
    if (busy.current) return;
    busy.current = true;
    setEnding(true);
    setError(null);
    try {
      // A draft that cannot be sent stays in this browser; the session still ends on time.
      if (userId) await syncAccountDrafts(userId).catch(() => null);
      const ended = await interviewApi.end(sessionId);
      queryClient.setQueryData(interviewKeys.session(sessionId), ended);
      void queryClient.invalidateQueries({ queryKey: interviewKeys.history });
      void queryClient.invalidateQueries({ queryKey: interviewKeys.current });
      navigate(fillRoute(pageRoutes.interviewReport, { id: sessionId }), { replace: true });
    } catch (failure) {
      setError(`The session could not be ended: ${(failure as Error).message}`);
      busy.current = false;
      setEnding(false);
    }
  };

  return { end, ending, error };
}
