import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads the queries under `queryKeys` again after a change the server has confirmed. A read that
 * left before the change is cancelled first: TanStack Query's invalidation would otherwise join a
 * first load still under way (a query without data yet) and keep its answer from before the change.
 */
export async function reloadQueries(
  queryClient: QueryClient,
  ...queryKeys: QueryKey[]
): Promise<void> {
  await Promise.all(queryKeys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
