import type { SubmissionCaseResult, Signature, Submission } from '@zencode/shared/contract';
import { displayNewlines, namedCaseInput, stripFilePaths } from '@zencode/shared/rules';
import {
  CircleCheckIcon,
  CircleXIcon,
  ClockIcon,
  CopyPlusIcon,
  CpuIcon,
  LockIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useState } from 'react';
import { cn } from '@/lib/utils.ts';
import { CaseValue } from './case-value.tsx';
import { SubmissionStanding } from './submission-standing.tsx';
import { formatMemory, formatRuntime } from './submission-usage.ts';
import type { SubmitState } from './use-submit-code.ts';
import { VerdictBadge } from './verdict-badge.tsx';
import { ReviewRatingPrompt } from '@/features/review-queue/index.ts';

const stageText = {
  queued: 'Waiting for the judge...',
  compiling: 'Compiling...',
  running: 'Running',
} as const;

/** Live progress while judging: the stage, then "case k of n" with a bar. */
export function SubmissionProgress({
  state,
}: {
  state: Extract<SubmitState, { phase: 'judging' }>;
}) {
  const running = state.stage === 'running' && state.totalCases > 0;
  const percent = running ? Math.round((state.casesDone / state.totalCases) * 100) : 0;
  return (
    <div className="space-y-3 p-4" data-testid="submission-progress" role="status">
      <p className="text-sm font-medium">
        {running
          ? `Judging case ${Math.min(state.casesDone + 1, state.totalCases)} of ${state.totalCases}`
          : state.stage === 'done'
            ? 'Finishing...'
            : stageText[state.stage]}
      </p>
      <div className="h-1.5 overflow-hidden rounded-full bg-muted">
        <div
          className={cn(
            'h-full rounded-full bg-primary transition-[width] duration-300',
            !running && 'w-1/4 animate-pulse',
          )}
          style={running ? { width: `${Math.max(percent, 4)}%` } : undefined}
        />
      </div>
    </div>
  );
}

function CaseDetails({
  result,
  signature,
  onUseTestcase,
}: {
  result: SubmissionCaseResult;
  signature: Signature | undefined;
  onUseTestcase: ((input: string) => void) | undefined;
}) {
  if (result.verdict === 'Not Run') {
    return (
      <p className="text-sm text-muted-foreground">
        Not run: judging stops at the first case that does not pass.
      </p>
    );
  }
  // A hidden case carries its texts only when it is the submission's first failing case.
  if (result.hidden && result.input === undefined) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <LockIcon className="size-4" /> Hidden case: its input and output stay on the server.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {result.hidden && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <LockIcon className="size-4" /> A hidden case, shown because it is the first that failed.
        </p>
      )}
      {result.input !== undefined && (
        <CaseValue
          label="Input"
          value={
            signature
              ? namedCaseInput(signature, displayNewlines(result.input))
              : displayNewlines(result.input)
          }
        />
      )}
      {result.input !== undefined && result.verdict !== 'Passed' && onUseTestcase && (
        <Button size="sm" variant="outline" onClick={() => onUseTestcase(result.input!)}>
          <CopyPlusIcon /> Use testcase
        </Button>
      )}
      {result.output !== undefined && <CaseValue label="Output" value={result.output} />}
      {result.expected !== undefined && (
        <CaseValue label="Expected" value={displayNewlines(result.expected)} />
      )}
      {result.stdout && <CaseValue label="Stdout" value={result.stdout} tone="muted" />}
      {result.stderr && (
        <CaseValue
          label="Stderr"
          value={stripFilePaths(result.stderr)}
          tone={result.verdict === 'Error' ? 'error' : 'muted'}
        />
      )}
    </div>
  );
}

/**
 * The judged submission: Accepted or the reason it is not (Wrong Answer, Time Limit Exceeded,
 * ...), "k / n cases passed", runtime, memory, a compile error once, and every case as Passed /
 * Failed / Error / Not Run with the first failing one open.
 */
export function SubmissionResults({
  submission,
  signature,
  onUseTestcase,
}: {
  submission: Submission;
  /** Inputs show its parameter names. */
  signature?: Signature;
  /** Copies a case's input into a new custom case ("Use testcase"). */
  onUseTestcase?: (input: string) => void;
}) {
  const accepted = submission.verdict === 'Accepted';
  // Nothing ran: no "0 / 24 cases passed · 0 ms · 0 KB", only the compiler's words.
  const compiled = submission.reason !== 'Compilation Error' && !submission.compileError;
  const firstFailed = submission.cases.findIndex((result) => result.verdict !== 'Passed');
  const [selected, setSelected] = useState(Math.max(firstFailed, 0));
  const headline = accepted ? 'Accepted' : (submission.reason ?? submission.verdict);
  const current = submission.cases[selected];

  return (
    <div className="space-y-4 p-4" data-testid="submission-results">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <h3
          data-testid="submission-verdict"
          className={cn(
            'flex items-center gap-2 text-lg font-semibold',
            accepted ? 'text-easy' : 'text-hard',
          )}
        >
          {accepted ? <CircleCheckIcon className="size-5" /> : <CircleXIcon className="size-5" />}
          {headline}
        </h3>
        {compiled && (
          <>
            <span className="text-sm text-muted-foreground" data-testid="submission-passed">
              {submission.passedCases} / {submission.totalCases || submission.cases.length} cases
              passed
            </span>
            <span
              className="flex items-center gap-1.5 text-sm text-muted-foreground"
              title="Runtime"
            >
              <ClockIcon className="size-4" /> {formatRuntime(submission.runtimeMs)}
            </span>
            <span
              className="flex items-center gap-1.5 text-sm text-muted-foreground"
              title="Memory"
            >
              <CpuIcon className="size-4" /> {formatMemory(submission.memoryKb)}
            </span>
          </>
        )}
      </div>
      {accepted && <ReviewRatingPrompt problemId={submission.problemId} />}

      {accepted && <SubmissionStanding id={submission._id} language={submission.language} />}

      {submission.compileError && (
        <CaseValue
          label="Compiler"
          value={stripFilePaths(submission.compileError)}
          tone="error"
          testId="compile-error"
        />
      )}

      {compiled && submission.cases.length > 0 && (
        <div className="flex flex-wrap gap-1" role="tablist" aria-label="Judged cases">
          {submission.cases.map((result, index) => (
            <button
              key={result.index}
              type="button"
              role="tab"
              aria-selected={index === selected}
              aria-label={`Case ${result.index + 1}${result.hidden ? ' (hidden)' : ''}: ${result.verdict}`}
              title={`Case ${result.index + 1}${result.hidden ? ' (hidden)' : ''}: ${result.verdict}`}
              data-testid="submission-case"
              data-verdict={result.verdict}
              onClick={() => setSelected(index)}
              className={cn(
                'flex size-7 cursor-pointer items-center justify-center rounded-md text-[11px] font-semibold tabular-nums transition-[box-shadow,background-color] outline-none focus-visible:ring-2 focus-visible:ring-ring',
                result.verdict === 'Passed'
                  ? 'bg-easy-soft text-easy'
                  : result.verdict === 'Not Run'
                    ? 'bg-muted text-muted-foreground'
                    : 'bg-hard-soft text-hard',
                index === selected && 'ring-2 ring-foreground/30',
              )}
            >
              {result.hidden ? <LockIcon className="size-3 opacity-70" /> : result.index + 1}
            </button>
          ))}
        </div>
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
          <CaseDetails result={current} signature={signature} onUseTestcase={onUseTestcase} />
        </div>
      )}
    </div>
  );
}
