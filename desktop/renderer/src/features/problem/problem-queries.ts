import { useQuery } from '@tanstack/react-query';
import {
  apiRoutes,
  fillRoute,
  problemFullSchema,
  submissionListResponseSchema,
  testcaseListResponseSchema,
} from '@zencode/shared/contract';
import { browserTimeZone, profileApi } from '@/features/profile/index.ts';
import { apiCall } from '@/lib/api-client.ts';

export const problemFullKey = (id: string) => ['problem-full', id] as const;
export const publicTestcasesKey = (id: string) => ['testcases', 'public', id] as const;
export const problemSubmissionsKey = (id: string) => ['submissions', 'problem', id] as const;
export const heatmapKey = (username: string) => ['heatmap', username] as const;

/** The problem and its details (examples, constraints, boilerplate per language). */
export function useProblemFull(id: string) {
  return useQuery({
    queryKey: problemFullKey(id),
    queryFn: ({ signal }) =>
      apiCall(fillRoute(apiRoutes.problemDetails.full, { id }), {
        schema: problemFullSchema,
        signal,
      }),
    retry: false,
  });
}

/** The public test cases shown in the Testcases panel. */
export function usePublicTestcases(id: string) {
  return useQuery({
    queryKey: publicTestcasesKey(id),
    queryFn: ({ signal }) =>
      apiCall(fillRoute(apiRoutes.testcases.byProblem, { id }), {
        schema: testcaseListResponseSchema,
        signal,
      }),
    select: (cases) => cases.filter((testcase) => testcase.isPublic),
  });
}

/**
 * The learner's submissions to this problem, newest first. A failed fetch shows an empty list,
 * so errors resolve to [].
 */
export function useProblemSubmissions(id: string) {
  return useQuery({
    queryKey: problemSubmissionsKey(id),
    queryFn: async ({ signal }) => {
      try {
        const submissions = await apiCall(fillRoute(apiRoutes.submissions.byProblem, { id }), {
          schema: submissionListResponseSchema,
          signal,
        });
        return [...submissions].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        return [];
      }
    },
    staleTime: 0,
    // A submission still being judged (sent from elsewhere, or the desktop's outbox) gets its
    // verdict without a reload.
    refetchInterval: (query) =>
      query.state.data?.some((submission) => submission.verdict === null)
        ? JUDGING_REFETCH_MS
        : false,
  });
}

/** How often the Submissions tab asks again while one of its submissions is being judged. */
const JUDGING_REFETCH_MS = 1000;

/**
 * The learner's submissions per day in the browser's time zone, for the streak counter (which
 * compares them with the browser's today); null when it cannot be read.
 */
export function useHeatmap(username: string | null) {
  const timeZone = browserTimeZone();
  return useQuery({
    queryKey: [...heatmapKey(username ?? ''), timeZone],
    enabled: username !== null,
    queryFn: async ({ signal }) =>
      (await profileApi.heatmap(username ?? '', timeZone, signal)).data,
    retry: false,
  });
}
