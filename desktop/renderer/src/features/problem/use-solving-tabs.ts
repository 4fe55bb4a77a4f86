import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { GiveUpOutcome } from '@/features/review-queue/index.ts';
import { earlierAccepted } from './earlier-accepted.ts';
import type { PhonePane } from './phone-panes.tsx';
import { useProblemSubmissions } from './problem-queries.ts';

export type LeftTab = 'description' | 'editorial' | 'submissions' | 'notes' | 'replay';

/**
 * The left pane's tab and what a review hides. ?submission=<id> (a submission's own address)
 * opens that submission in its tab; ?review=1 (the Review page) opens a review, during which the
 * past submissions (the old solution) stay out of sight until Submit (or giving up).
 */
export function useSolvingTabs(problemId: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const reviewing = searchParams.get('review') === '1';
  const [leftTab, setLeftTab] = useState<LeftTab>(() =>
    searchParams.get('submission') ? 'submissions' : 'description',
  );
  const earlier = useEarlierAccepted(problemId);
  const [gaveUp, setGaveUp] = useState<GiveUpOutcome | null>(null);
  const [phonePane, setPhonePane] = useState<PhonePane>('problem');
  const showEarlier = (id: string) => {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set('submission', id);
      return next;
    });
    setLeftTab('submissions');
    setPhonePane('problem');
  };
  return {
    reviewing,
    leftTab,
    setLeftTab,
    /** The pane a phone shows (one at a time). */
    phonePane,
    setPhonePane,
    gaveUp,
    setGaveUp,
    /** Opens the learner's earlier Accepted solution, when there is one. */
    showEarlier: earlier ? () => showEarlier(earlier) : undefined,
    /** Whether the Submissions tab is hidden (a review not yet submitted nor given up). */
    hidesSubmissions: (reviewSubmitted: boolean) => reviewing && !reviewSubmitted && !gaveUp,
  };
}

export type SolvingTabs = ReturnType<typeof useSolvingTabs>;

/** The learner's earlier Accepted submission, from before this page opened (their old solution). */
function useEarlierAccepted(problemId: string): string | null {
  const [openedAt] = useState(() => new Date().toISOString());
  return earlierAccepted(useProblemSubmissions(problemId).data ?? [], openedAt);
}
