import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { problemsQueryKey } from '@/features/problems/index.ts';
import { reloadQueries } from '@/lib/reload-queries.ts';
import { adminApi } from './admin-api.ts';

/** Query key of the dashboard's list (drafts included). */
export const managedProblemsQueryKey = ['admin', 'problems'] as const;

/** Every problem with its status and validation state, from GET /problems/manage. */
export function useManagedProblems() {
  return useQuery({
    queryKey: managedProblemsQueryKey,
    queryFn: ({ signal }) => adminApi.managedProblems(signal),
  });
}

/**
 * After any change the lists reload (spec section 4): the learners' list and the dashboard's,
 * also when their first load left before the change (then it would lack a problem just created).
 */
export function useReloadProblems(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => reloadQueries(queryClient, problemsQueryKey, ['admin']), [queryClient]);
}
