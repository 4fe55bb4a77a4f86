import { useQuery } from '@tanstack/react-query';
import { apiRoutes, studyPlanSchema } from '@zencode/shared/contract';
import { apiCall } from '@/lib/api-client.ts';

/**
 * The whole study plan in one GET (both plans: the 75 are marked), the same for everyone, so the
 * desktop app keeps its last copy and the page works offline; progress is the learner's own.
 */
export function useStudyPlan() {
  return useQuery({
    queryKey: ['study-plan'],
    queryFn: ({ signal }) => apiCall(apiRoutes.studyPlan, { schema: studyPlanSchema, signal }),
    staleTime: 60_000,
  });
}
