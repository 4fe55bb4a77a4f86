import type { Signature, Submission } from '@zencode/shared/contract';
import { stripFilePaths } from '@zencode/shared/rules';
import { useState } from 'react';
import { type OnReplay, ReplayButton } from '@/features/replay/index.ts';
import { ReviewRatingPrompt } from '@/features/review-queue/index.ts';
import { CaseValue } from './case-value.tsx';
import { useInterviewLock } from './interview-lock.ts';
import { JudgedCaseDetails } from './judged-case-details.tsx';
import { JudgedCaseTabs } from './judged-case-tabs.tsx';
import { SubmissionHeadline } from './submission-headline.tsx';
import { SubmissionStanding } from './submission-standing.tsx';
import { VerdictBadge } from './verdict-badge.tsx';

/**
 * The judged submission: Accepted or the reason it is not (Wrong Answer, Time Limit Exceeded,
 * ...), "k / n cases passed", runtime, memory, a compile error once, and every case as Passed /
 * Failed / Error / Not Run with the first failing one open.
 */
export function SubmissionResults({
  submission,
  signature,
  onUseTestcase,
  onReplay,
}: {
  submission: Submission;
  /** Inputs show its parameter names. */
  signature?: Signature;
  /** Copies a case's input into a new custom case ("Use testcase"). */
  onUseTestcase?: (input: string) => void;
  /** Replays the editor's code on the first failing case, the one hidden case shown. */
  onReplay?: OnReplay;
}) {
  const accepted = submission.verdict === 'Accepted';
  // In an interview: no rating prompt (the session proposes one), no standing among others, and
  // a hidden failing case is shown but not replayed.
  const locked = useInterviewLock();
  // Nothing ran: no "0 / 24 cases passed · 0 ms · 0 KB", only the compiler's words.
  const compiled = submission.reason !== 'Compilation Error' && !submission.compileError;
  const firstFailed = submission.cases.findIndex((result) => result.verdict !== 'Passed');
  const [selected, setSelected] = useState(Math.max(firstFailed, 0));
  const current = submission.cases[selected];

  return (
    <div className="space-y-4 p-4" data-testid="submission-results">
      <SubmissionHeadline submission={submission} compiled={compiled} />
      {accepted && !locked && <ReviewRatingPrompt problemId={submission.problemId} />}

      {accepted && !locked && (
        <SubmissionStanding id={submission._id} language={submission.language} />
      )}

      {submission.compileError && (
        <CaseValue
          label="Compiler"
          value={stripFilePaths(submission.compileError)}
          tone="error"
          testId="compile-error"
        />
      )}

      {compiled && submission.cases.length > 0 && (
        <JudgedCaseTabs cases={submission.cases} selected={selected} onSelect={setSelected} />
      )}
      {compiled && current && (
        <div className="space-y-3">
          <div className="flex items-center gap-2 text-sm font-medium">
            Case {current.index + 1}
            <VerdictBadge verdict={current.verdict} />
            {current.reason && current.verdict !== 'Passed' && (
              <span className="text-hard" data-testid="case-reason">
                {current.reason}
              </span>
            )}
          </div>
          <JudgedCaseDetails result={current} signature={signature} onUseTestcase={onUseTestcase} />
          {onReplay &&
            selected === firstFailed &&
            current.input !== undefined &&
            !(locked && current.hidden) && (
              <ReplayButton
                caseLabel={`Case ${current.index + 1}`}
                onReplay={() =>
                  onReplay(`Case ${current.index + 1} of your submission`, {
                    kind: 'submission',
                    submissionId: submission._id,
                  })
                }
              />
            )}
        </div>
      )}
    </div>
  );
}
