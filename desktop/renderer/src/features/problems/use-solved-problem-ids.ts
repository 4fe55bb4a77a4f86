import { useMemo } from 'react';
import { useAuth } from '@/features/auth/index.ts';

/** Ids of the problems the signed-in user solved; null for visitors, who see no solved marks. */
export function useSolvedProblemIds(): ReadonlySet<string> | null {
  const auth = useAuth();
  const solved = auth.status === 'authenticated' ? auth.user.solvedProblems : null;
  return useMemo(() => (solved ? new Set(solved.map((problem) => problem._id)) : null), [solved]);
}
