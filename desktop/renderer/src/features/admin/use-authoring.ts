import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProblemAuthoring } from '@zencode/shared/contract';
import { useCallback } from 'react';
import { adminApi } from './admin-api.ts';
import { useReloadProblems } from './use-admin-problems.ts';

const authoringKey = (id: string) => ['admin', 'authoring', id] as const;
const testcasesKey = (id: string) => ['admin', 'testcases', id] as const;

/** The authoring editor's data for one problem. */
export function useAuthoring(id: string) {
  return useQuery({
    queryKey: authoringKey(id),
    queryFn: ({ signal }) => adminApi.authoring(id, signal),
  });
}

/** Every case of the problem, hidden ones included. */
export function useAuthoringTestcases(id: string) {
  return useQuery({
    queryKey: testcasesKey(id),
    queryFn: ({ signal }) => adminApi.testcases(id, signal),
  });
}

/**
 * After an edit: `set` puts a fresh answer in place at once; without one, the problem, its cases
 * and both problem lists reload.
 */
export function useRefreshAuthoring(id: string) {
  const queryClient = useQueryClient();
  const reloadLists = useReloadProblems();
  return useCallback(
    async (fresh?: ProblemAuthoring) => {
      if (fresh) queryClient.setQueryData(authoringKey(id), fresh);
      await reloadLists();
    },
    [queryClient, id, reloadLists],
  );
}
