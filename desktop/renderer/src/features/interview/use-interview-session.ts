import { useQuery } from '@tanstack/react-query';
import { interviewApi, interviewKeys } from './interview-api.ts';

/**
 * One of the learner's sessions. An ended one whose report still waits for verdicts is read
 * again every two seconds until it is complete.
 */
export function useInterviewSession(sessionId: string) {
  return useQuery({
    queryKey: interviewKeys.session(sessionId),
    queryFn: ({ signal }) => interviewApi.session(sessionId, signal),
    retry: false,
    refetchInterval: (query) => {
      const report = query.state.data?.report;
      return report && !report.complete ? 2000 : false;
    },
  });
}
