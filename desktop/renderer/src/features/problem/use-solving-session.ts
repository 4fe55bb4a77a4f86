import {
  type LanguageId,
  type ProblemFull,
  type Submission,
  fillRoute,
  pageRoutes,
} from '@zencode/shared/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCodeReview } from '@/features/review/index.ts';
import type { BottomTab } from './bottom-panel.tsx';
import type { LatestResult } from './results-view.tsx';
import { customCaseResults } from './custom-case-results.ts';
import { splitCustomCases, withCustomFaults } from './custom-case-run.ts';
import { writeDraft, writeLastLanguage } from './draft-storage.ts';
import { usePublicTestcases } from './problem-queries.ts';
import type { ProblemTopBarProps } from './problem-top-bar.tsx';
import { starterCode } from './starter-code.ts';
import { useIsMobile } from './use-media-query.ts';
import { useProblemCommands } from './use-problem-commands.ts';
import { type RunOutcome, useRunCode } from './use-run-code.ts';
import { useReviewDraft } from './use-review-draft.ts';
import { useSubmitCode } from './use-submit-code.ts';
import { useSyncedDraft } from './use-synced-draft.ts';
import { useSyncedProblemState } from './use-synced-problem-state.ts';
import { useTestcasePanel } from './use-testcase-panel.ts';
import { useVerdictNotification } from './use-verdict-notification.ts';

export type SolvingChrome = Pick<
  ProblemTopBarProps,
  'previousId' | 'nextId' | 'onToggleSidebar' | 'username'
>;

/** What an interview session hears from the solving screen, to record it for its report. */
export interface InterviewRecorder {
  /** A Run was started. */
  onRun: () => void;
  /** The server took a submission. */
  onSubmitted: (submissionId: string) => void;
}

/**
 * The solving screen's state and actions: language and draft (kept here and on the account),
 * cases, Run / Submit / Debug and what they answered, the shortcuts and the neighbour problems.
 * `reviewing` (a review from the review schedule): the editor starts blank and its code is never
 * saved as the draft, which keeps syncing untouched behind it. `interview` hears each Run and
 * submission of a running interview session.
 */
export function useSolvingSession(
  full: ProblemFull,
  chrome: SolvingChrome,
  initial: LanguageId,
  reviewing = false,
  /** Brings the results into sight (on a phone, their pane). */
  onShowResults: () => void = () => {},
  interview?: InterviewRecorder,
) {
  const problemId = full.problem._id;
  const { signature } = full.details;
  const isMobile = useIsMobile();
  const [language, setLanguage] = useState<LanguageId>(initial);
  const starter = starterCode(full.details, language);
  const savedDraft = useSyncedDraft(problemId, language, starter);
  const reviewDraft = useReviewDraft(problemId, language, starter);
  const draft = reviewing
    ? { ...reviewDraft, conflict: null, resolve: savedDraft.resolve }
    : savedDraft;
  // Whether Submit was pressed during this review: the earlier solution is shown only after.
  const [reviewSubmitted, setReviewSubmitted] = useState(false);
  const publicCases = usePublicTestcases(problemId).data ?? [];
  const [testcases, dispatch] = useTestcasePanel(problemId);
  useSyncedProblemState({
    problemId,
    language,
    onLanguage: setLanguage,
    inputs: testcases.custom.map((testcase) => testcase.input),
    onInputs: (inputs) => dispatch({ type: 'load', inputs }),
  });
  const [bottomTab, setBottomTab] = useState<BottomTab>('testcases');
  const [latest, setLatest] = useState<LatestResult>({ kind: 'none' });
  const run = useRunCode(problemId);
  const submission = useSubmitCode(problemId, interview?.onSubmitted);
  const review = useCodeReview();
  const [reviewOpen, setReviewOpen] = useState(false);
  const busy = run.isPending || submission.busy;
  const hasCode = draft.code.trim() !== '';

  const changeLanguage = (next: LanguageId) => {
    setLanguage(next);
    writeLastLanguage(problemId, next);
  };

  const showResults = () => {
    setBottomTab('results');
    onShowResults();
  };

  const runCode = () => {
    if (busy || !hasCode) return;
    showResults();
    setLatest({ kind: 'run', pending: true, outcome: null });
    const inputs = testcases.custom.map((testcase) => testcase.input);
    // An input that does not fit the signature is reported by itself; the others still run.
    const split = splitCustomCases(signature, inputs);
    interview?.onRun();
    run.mutate(
      { language, code: draft.code, cases: split.runnable.map((entry) => entry.input) },
      {
        onSuccess: (ran: RunOutcome) => {
          const outcome = withCustomFaults(ran, split);
          setLatest({ kind: 'run', pending: false, outcome });
          dispatch({ type: 'results', results: customCaseResults(inputs.length, outcome) });
        },
      },
    );
  };

  const submitCode = () => {
    if (busy || !hasCode) return;
    showResults();
    setLatest({ kind: 'submit', state: { phase: 'idle' } });
    if (reviewing) setReviewSubmitted(true);
    void submission.submit(language, draft.code);
  };

  // A past submission's code becomes the draft of its language, which the editor then shows.
  const loadSubmission = (past: Submission) => {
    if (reviewing) {
      reviewDraft.setCodeIn(past.language, past.code);
      if (past.language !== language) changeLanguage(past.language);
    } else if (past.language === language) {
      draft.setCode(past.code);
    } else {
      writeDraft(problemId, past.language, past.code);
      changeLanguage(past.language);
    }
  };

  const debugCode = () => {
    setReviewOpen(true);
    review.mutate({ code: draft.code, language, problemId });
  };

  // "Use testcase": a judged case's input becomes a new custom case, shown at once.
  const copyToCustomCase = (input: string) => {
    dispatch({ type: 'type-new', text: input });
    dispatch({ type: 'add' });
    setBottomTab('testcases');
  };

  const navigate = useNavigate();
  const openNeighbour = (id: string | null | undefined) => {
    if (id) navigate(fillRoute(pageRoutes.problem, { id }));
  };
  useProblemCommands({
    run: runCode,
    submit: submitCode,
    // The AI review is help an interview locks, its shortcut too.
    debug: interview ? () => undefined : debugCode,
    'previous-problem': () => openNeighbour(chrome.previousId),
    'next-problem': () => openNeighbour(chrome.nextId),
    'toggle-problem-list': chrome.onToggleSidebar,
  });
  useVerdictNotification(submission.state, full.problem.name);

  return {
    problemId,
    signature,
    isMobile,
    language,
    changeLanguage,
    draft,
    savedDraft,
    reviewing,
    reviewSubmitted,
    reviewAccepted:
      reviewSubmitted &&
      submission.state.phase === 'done' &&
      submission.state.submission.verdict === 'Accepted',
    publicCases,
    testcases,
    dispatch,
    bottomTab,
    setBottomTab,
    // The submission's state lives in its hook; `latest` only records that Submit came last.
    latest: (latest.kind === 'submit'
      ? { kind: 'submit', state: submission.state }
      : latest) satisfies LatestResult as LatestResult,
    runCode,
    submitCode,
    debugCode,
    loadSubmission,
    copyToCustomCase,
    running: run.isPending,
    submitting: submission.busy,
    hasCode,
    review,
    reviewOpen,
    setReviewOpen,
  };
}

export type SolvingSession = ReturnType<typeof useSolvingSession>;
