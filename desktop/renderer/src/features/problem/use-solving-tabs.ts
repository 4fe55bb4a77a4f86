import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { GiveUpOutcome } from '@/features/review-queue/index.ts';
import { earlierAccepted } from './earlier-accepted.ts';
import { useProblemSubmissions } from './problem-queries.ts';
import { useIsMobile } from './use-media-query.ts';

export type LeftTab = 'description' | 'editorial' | 'submissions' | 'notes' | 'replay';

/**
 * The left pane's tab and what a review hides. ?submission=<id> (a profile's Recent Submissions)
 * opens that submission in its tab; ?review=1 (the Review page) opens a review, during which the
 * past submissions (the old solution) stay out of sight until Submit (or giving up).
 */
export function useSolvingTabs(problemId: string) {
  const isMobile = useIsMobile();
  const [searchParams] = useSearchParams();
  const reviewing = searchParams.get('review') === '1';
  const [shownSubmission, setShownSubmission] = useState(searchParams.get('submission'));
  const [leftTab, setLeftTab] = useState<LeftTab>(shownSubmission ? 'submissions' : 'description');
  const earlier = useEarlierAccepted(problemId);
  const [gaveUp, setGaveUp] = useState<GiveUpOutcome | null>(null);
  const showEarlier = (id: string) => {
    setShownSubmission(id);
    setLeftTab('submissions');
    // Stacked on a phone, the Submissions tab is at the top of the page, above the editor.
    if (isMobile) window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return {
    reviewing,
    shownSubmission,
    leftTab,
    setLeftTab,
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
