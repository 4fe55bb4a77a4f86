import { type LanguageId, problemPageLanguages, type Signature } from '@zencode/shared/contract';
import { normalizeLanguage, problemNeighbours } from '@zencode/shared/rules';
import { useState } from 'react';
import { useAuth } from '@/features/auth/index.ts';
import { useProblems, useSolvedProblemIds } from '@/features/problems/index.ts';
import { readLastLanguage } from './draft-storage.ts';
import { useProblemFull } from './problem-queries.ts';
import type { SolvingChrome } from './use-solving-session.ts';

/** The language a problem opens in: the last one used on it, if the page offers it, else C++. */
/** The language last used on this problem, when the problem offers it (no Rust on Clone Graph). */
export function openingLanguage(problemId: string, signature: Signature): LanguageId {
  const saved = normalizeLanguage(readLastLanguage(problemId) ?? '');
  return saved && problemPageLanguages(signature).includes(saved) ? saved : 'cpp';
}

/**
 * The problem page's data: the problem, the problem list (for the sidebar and the previous and
 * next problem), whether a learner solved it, and the sidebar's open state.
 */
export function useProblemWorkspace(problemId: string) {
  const full = useProblemFull(problemId);
  const problems = useProblems();
  const solvedIds = useSolvedProblemIds();
  const auth = useAuth();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const neighbours = problemNeighbours(problems.data ?? [], problemId);
  const chrome: SolvingChrome = {
    previousId: neighbours.previous,
    nextId: neighbours.next,
    onToggleSidebar: () => setSidebarOpen((open) => !open),
    username: auth.status === 'authenticated' ? auth.user.username : null,
  };
  return {
    full,
    chrome,
    // The solved mark is a learner's (role user).
    solved:
      auth.status === 'authenticated' &&
      auth.user.role === 'user' &&
      (solvedIds?.has(problemId) ?? false),
    sidebar: {
      open: sidebarOpen,
      onOpenChange: setSidebarOpen,
      problems: problems.data,
      currentId: problemId,
      solvedIds,
    },
  };
}
