import { useQuery } from '@tanstack/react-query';
import {
  problemStatsListSchema,
  problemStatsRoute,
  type ProblemStats,
} from '@zencode/shared/contract';
import { useMemo } from 'react';
import { apiCall } from '@/lib/api-client.ts';

/** Each published problem's pattern and acceptance (GET /problems/stats), by problem id. */
export function useProblemStats(): ReadonlyMap<string, ProblemStats> {
  const query = useQuery({
    queryKey: ['problems', 'stats'],
    queryFn: ({ signal }) => apiCall(problemStatsRoute, { schema: problemStatsListSchema, signal }),
    staleTime: 30_000,
  });
  return useMemo(
    () => new Map((query.data ?? []).map((stats) => [stats.problemId, stats])),
    [query.data],
  );
}
