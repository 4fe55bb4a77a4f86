import {
  type LanguageId,
  type ProblemFull,
  type Submission,
  fillRoute,
  pageRoutes,
} from '@zencode/shared/contract';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { EditorialPanel } from '@/features/problem-help/index.ts';
import { ReviewSheet, useCodeReview } from '@/features/review/index.ts';
import { BottomPanel, type BottomTab, type LatestResult } from './bottom-panel.tsx';
import { writeDraft, writeLastLanguage } from './draft-storage.ts';
import { customCaseResults } from './custom-case-results.ts';
import { editorDiagnostics } from './editor-diagnostics.ts';
import { EditorPanel } from './editor-panel.tsx';
import { PaneTabs } from './pane-tabs.tsx';
import { ProblemDescription } from './problem-description.tsx';
import { usePublicTestcases } from './problem-queries.ts';
import { ProblemSubmissions } from './problem-submissions.tsx';
import { ProblemTopBar, type ProblemTopBarProps } from './problem-top-bar.tsx';
import { SolvingPanes } from './solving-panes.tsx';
import { starterCode } from './starter-code.ts';
import { useCodeDraft } from './use-code-draft.ts';
import { useIsMobile } from './use-media-query.ts';
import { type RunOutcome, useRunCode } from './use-run-code.ts';
import { dispatchProblemCommand } from './problem-commands.ts';
import { useProblemCommands } from './use-problem-commands.ts';
import { useSubmitCode } from './use-submit-code.ts';
import { useTestcasePanel } from './use-testcase-panel.ts';
import { useVerdictNotification } from './use-verdict-notification.ts';

type LeftTab = 'description' | 'editorial' | 'submissions';

/** The solving screen of a loaded problem: statement and submissions, editor, cases and results. */
export function SolvingView({
  full,
  solved,
  chrome,
  initialLanguage,
}: {
  full: ProblemFull;
  solved: boolean;
  chrome: Pick<ProblemTopBarProps, 'previousId' | 'nextId' | 'onToggleSidebar' | 'username'>;
  initialLanguage: LanguageId;
}) {
  const problemId = full.problem._id;
  const isMobile = useIsMobile();
  const [language, setLanguage] = useState<LanguageId>(initialLanguage);
  const draft = useCodeDraft(problemId, language, starterCode(full.details, language));
  const publicCases = usePublicTestcases(problemId).data ?? [];
  const [testcases, dispatch] = useTestcasePanel(problemId);
  const [leftTab, setLeftTab] = useState<LeftTab>('description');
  const [bottomTab, setBottomTab] = useState<BottomTab>('testcases');
  const [latest, setLatest] = useState<LatestResult>({ kind: 'none' });
  const run = useRunCode(problemId);
  const submission = useSubmitCode(problemId);
  const review = useCodeReview();
  const [reviewOpen, setReviewOpen] = useState(false);
  const busy = run.isPending || submission.busy;
  const hasCode = draft.code.trim() !== '';

  const changeLanguage = (next: LanguageId) => {
    setLanguage(next);
    writeLastLanguage(problemId, next);
  };

  // On a phone the panes stack: the results sit far below the buttons, so they are brought up.
  const bottomSection = useRef<HTMLElement>(null);
  const showResults = () => {
    setBottomTab('results');
    if (isMobile) bottomSection.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const runCode = () => {
    if (busy || !hasCode) return;
    showResults();
    setLatest({ kind: 'run', pending: true, outcome: null });
    const cases = testcases.custom.map((testcase) => testcase.input);
    run.mutate(
      { language, code: draft.code, cases },
      {
        onSuccess: (outcome: RunOutcome) => {
          setLatest({ kind: 'run', pending: false, outcome });
          dispatch({ type: 'results', results: customCaseResults(cases.length, outcome) });
        },
      },
    );
  };

  const submitCode = () => {
    if (busy || !hasCode) return;
    showResults();
    setLatest({ kind: 'submit', state: { phase: 'idle' } });
    void submission.submit(language, draft.code);
  };

  // A past submission's code becomes the draft of its language, which the editor then shows.
  const loadSubmission = (past: Submission) => {
    if (past.language === language) {
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

  const navigate = useNavigate();
  const openNeighbour = (id: string | null | undefined) => {
    if (id) navigate(fillRoute(pageRoutes.problem, { id }));
  };
  useProblemCommands({
    run: runCode,
    submit: submitCode,
    debug: debugCode,
    'previous-problem': () => openNeighbour(chrome.previousId),
    'next-problem': () => openNeighbour(chrome.nextId),
    'toggle-problem-list': chrome.onToggleSidebar,
  });
  useVerdictNotification(submission.state, full.problem.name);

  // The submission's state lives in its hook; `latest` only records that Submit came last.
  const latestResult: LatestResult =
    latest.kind === 'submit' ? { kind: 'submit', state: submission.state } : latest;

  const leftPane = (
    <PaneTabs
      value={leftTab}
      onChange={setLeftTab}
      tabs={[
        {
          value: 'description',
          label: 'Description',
          content: <ProblemDescription full={full} solved={solved} />,
        },
        {
          value: 'editorial',
          label: 'Editorial',
          content: (
            <EditorialPanel
              problemId={problemId}
              language={language}
              solved={solved}
              onKeepTrying={() => setLeftTab('description')}
            />
          ),
        },
        {
          value: 'submissions',
          label: 'Submissions',
          content: <ProblemSubmissions problemId={problemId} onLoad={loadSubmission} />,
        },
      ]}
    />
  );
  const editor = (
    <EditorPanel
      problemId={problemId}
      language={language}
      onLanguageChange={changeLanguage}
      code={draft.code}
      edited={draft.edited}
      onCodeChange={draft.setCode}
      onReset={draft.reset}
      // Through the command bus, so one key press that Monaco and a desktop menu both see runs once.
      onRun={() => dispatchProblemCommand('run')}
      onSubmit={() => dispatchProblemCommand('submit')}
      diagnostics={editorDiagnostics(latestResult, language)}
    />
  );
  const bottom = (
    <BottomPanel
      tab={bottomTab}
      onTabChange={setBottomTab}
      publicCases={publicCases}
      testcases={testcases}
      dispatch={dispatch}
      latest={latestResult}
    />
  );

  return (
    <div className={isMobile ? 'flex min-h-dvh flex-col' : 'flex h-dvh flex-col'}>
      <ProblemTopBar
        {...chrome}
        onRun={runCode}
        onSubmit={submitCode}
        onDebug={debugCode}
        running={run.isPending}
        submitting={submission.busy}
        reviewing={review.isPending}
        ready
        hasCode={hasCode}
      />
      <SolvingPanes
        stacked={isMobile}
        left={leftPane}
        editor={editor}
        bottom={bottom}
        bottomRef={bottomSection}
      />
      <ReviewSheet
        open={reviewOpen}
        onOpenChange={setReviewOpen}
        pending={review.isPending}
        result={review.data}
      />
    </div>
  );
}
