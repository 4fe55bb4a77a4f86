import { type Signature, type Submission, messages } from '@zencode/shared/contract';
import { languageLabel } from '@zencode/shared/rules';
import { useState } from 'react';
import { cn } from '@/lib/utils.ts';
import { useProblemSubmissions } from './problem-queries.ts';
import { formatSubmissionDate, formatSubmissionTime } from './submission-date.ts';
import { SubmissionDetail } from './submission-detail.tsx';
import { formatMemory, formatRuntime } from './submission-usage.ts';

/** Accepted, else the reason it is not (Wrong Answer, ...); "Judging..." until the verdict. */
function verdictText(submission: Submission): string {
  if (submission.verdict === null) return 'Judging...';
  return submission.verdict === 'Accepted' ? 'Accepted' : (submission.reason ?? submission.verdict);
}

/** When it was submitted: the date and, on the learner's clock, the time of day. */
const submittedWhen = (submission: Submission) =>
  `${formatSubmissionDate(submission.submittedAt)}, ${formatSubmissionTime(submission.submittedAt)}`;

/**
 * The Submissions tab: the learner's submissions to this problem, newest first, each with its
 * verdict, time, runtime, memory and language; one opens read-only and can be loaded into the editor.
 */
export function ProblemSubmissions({
  problemId,
  signature,
  onLoad,
  initialOpenId = null,
}: {
  problemId: string;
  signature: Signature;
  /** Puts a past submission's code into the editor, in its language. */
  onLoad: (submission: Submission) => void;
  /** A submission to open first (a profile's Recent Submissions links to it). */
  initialOpenId?: string | null;
}) {
  const { data: submissions, isPending } = useProblemSubmissions(problemId);
  const [openId, setOpenId] = useState<string | null>(initialOpenId);
  const open = submissions?.find((submission) => submission._id === openId);
  if (open) {
    return (
      <SubmissionDetail
        submission={open}
        signature={signature}
        onClose={() => setOpenId(null)}
        onLoad={(submission) => {
          onLoad(submission);
          setOpenId(null);
        }}
      />
    );
  }
  if (isPending) {
    return <p className="p-6 text-sm text-muted-foreground">{messages.loadingSubmissions}</p>;
  }
  if (!submissions || submissions.length === 0) {
    return <p className="p-6 text-sm text-muted-foreground">{messages.noRecentSubmissions}</p>;
  }
  return (
    <ul className="divide-y" aria-label="Submissions">
      {submissions.map((submission) => (
        <li key={submission._id}>
          <button
            type="button"
            data-testid="submission-row"
            onClick={() => setOpenId(submission._id)}
            className="flex w-full cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-5 py-3 text-left text-sm transition-colors outline-none hover:bg-accent/50 focus-visible:bg-accent"
          >
            <span
              className={cn(
                'min-w-28 font-medium',
                submission.verdict === 'Accepted' ? 'text-easy' : 'text-hard',
                submission.verdict === null && 'text-muted-foreground',
              )}
            >
              {verdictText(submission)}
            </span>
            <span className="min-w-36 flex-1 text-muted-foreground">
              {submittedWhen(submission)}
            </span>
            <span className="w-16 text-right text-muted-foreground tabular-nums" title="Runtime">
              {formatRuntime(submission.runtimeMs)}
            </span>
            <span className="w-16 text-right text-muted-foreground tabular-nums" title="Memory">
              {formatMemory(submission.memoryKb)}
            </span>
            <span className="rounded-md bg-muted px-2 py-0.5 text-xs text-foreground/80">
              {languageLabel(submission.language)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
