import { useEffect } from 'react';
import { desktopApi } from '@/lib/platform.ts';
import type { SubmitState } from './use-submit-code.ts';

/**
 * Tells the desktop app when a submission's verdict arrives, so it can notify a learner who is
 * in another window meanwhile. Does nothing in a browser.
 */
export function useVerdictNotification(state: SubmitState, problemTitle: string) {
  const verdict = state.phase === 'done' ? state.submission.verdict : null;
  const submissionId = state.phase === 'done' ? state.submission._id : null;
  useEffect(() => {
    if (!submissionId || !verdict) return;
    desktopApi()
      ?.verdictArrived({ problemTitle, verdict })
      .catch(() => undefined);
  }, [submissionId, verdict, problemTitle]);
}
