import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { problemsQueryKey } from '@/features/problems/index.ts';
import { reloadQueries } from '@/lib/reload-queries.ts';
import { adminApi } from './admin-api.ts';

/** Query key of the dashboard's list (drafts included). */
export const managedProblemsQueryKey = ['admin', 'problems'] as const;

/** How often the list is read again while background validations run. */
const validatingPollMs = 5000;

/**
 * Every problem with its status and validation state, from GET /problems/manage; read again every
 * few seconds while a background validation is queued or running, so results appear as they land.
 */
export function useManagedProblems() {
  return useQuery({
    queryKey: managedProblemsQueryKey,
    queryFn: ({ signal }) => adminApi.managedProblems(signal),
    refetchInterval: (query) =>
      query.state.data?.some((problem) => problem.validation === 'validating')
        ? validatingPollMs
        : false,
  });
}

/**
 * After any change the lists reload: the learners' list and the dashboard's,
 * also when their first load left before the change (then it would lack a problem just created).
 */
export function useReloadProblems(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => reloadQueries(queryClient, problemsQueryKey, ['admin']), [queryClient]);
}
