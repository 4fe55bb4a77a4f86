import { useQuery } from '@tanstack/react-query';
import { apiRoutes, problemSchema } from '@zencode/shared/contract';
import { z } from 'zod';
import { apiCall } from '@/lib/api-client.ts';

const problemListSchema = z.array(problemSchema);

/** Query key of the problem list; admin edits invalidate it. */
export const problemsQueryKey = ['problems'] as const;

/** The whole problem list from GET /api/problems. */
export function useProblems() {
  return useQuery({
    queryKey: problemsQueryKey,
    queryFn: ({ signal }) =>
      apiCall(apiRoutes.problems.list, { schema: problemListSchema, signal }),
  });
}
