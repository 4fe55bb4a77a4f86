import { apiRoutes, fillRoute, problemSchema } from '@zencode/shared/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followSubmission } from '@/features/problem/index.ts';
import { apiCall } from '@/lib/api-client.ts';
import { desktopApi } from '@/lib/platform.ts';

/**
 * Keeps the renderer's data in step with the desktop's cache and outbox: a background refresh
 * that changed something and a waiting submission reaching the server both refetch. A submission
 * the outbox sent is followed to its verdict, which refetches again and reaches the system
 * notification (shown when the window is not in front), as a submission made on the page does.
 */
export function useDesktopSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const desktop = desktopApi();
    const offline = desktop?.offline;
    if (!desktop || !offline) return;
    const refetch = () => void queryClient.invalidateQueries();
    const following = new AbortController();
    const followToVerdict = async (sent: { _id: string; problemId: string }) => {
      const judged = await followSubmission(sent._id, () => undefined, following.signal);
      refetch();
      if (!judged.verdict) return;
      const problem = await apiCall(fillRoute(apiRoutes.problems.byId, { id: sent.problemId }), {
        schema: problemSchema,
        signal: following.signal,
      });
      await desktop.verdictArrived({ problemTitle: problem.name, verdict: judged.verdict });
    };
    const unsubscribers = [
      offline.cache.onRefreshed(refetch),
      offline.outbox.onSent((sent) => {
        refetch();
        // The Submissions tab still shows the verdict if following fails (it asks while judging).
        followToVerdict(sent).catch(() => undefined);
      }),
      offline.connection.onChange((online) => online && refetch()),
    ];
    return () => {
      following.abort();
      unsubscribers.forEach((unsubscribe) => unsubscribe());
    };
  }, [queryClient]);
}
