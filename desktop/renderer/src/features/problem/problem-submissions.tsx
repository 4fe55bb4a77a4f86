import { type Submission, messages } from '@zencode/shared/contract';
import { languageLabel } from '@zencode/shared/rules';
import { useState } from 'react';
import { LazyCodeEditor } from '@/features/editor/index.ts';
import { cn } from '@/lib/utils.ts';
import { useProblemSubmissions } from './problem-queries.ts';
import { formatSubmissionDate } from './submission-date.ts';

function verdictText(submission: Submission): string {
  return submission.verdict ?? 'Judging...';
}

/** A past submission's code, read-only, with a close dot in the corner. */
function SubmissionCode({ submission, onClose }: { submission: Submission; onClose: () => void }) {
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center gap-3 border-b px-4 py-2.5 text-sm">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close code view"
          title="Close"
          className="size-3 shrink-0 cursor-pointer rounded-full bg-hard/80 transition-colors outline-none hover:bg-hard focus-visible:ring-2 focus-visible:ring-ring"
        />
        <span
          className={cn(
            'font-medium',
            submission.verdict === 'Accepted' ? 'text-easy' : 'text-hard',
          )}
        >
          {verdictText(submission)}
        </span>
        <span className="text-muted-foreground">
          {formatSubmissionDate(submission.submittedAt)}
        </span>
        <span className="ml-auto rounded-md bg-muted px-2 py-0.5 text-xs">
          {languageLabel(submission.language)}
        </span>
      </div>
      <div className="min-h-64 flex-1" data-testid="submission-code">
        <LazyCodeEditor
          value={submission.code}
          language={submission.language}
          path={`submission/${submission._id}`}
          readOnly
          ariaLabel="Submitted code"
        />
      </div>
    </div>
  );
}

/** The Submissions tab: the learner's submissions to this problem, newest first. */
export function ProblemSubmissions({ problemId }: { problemId: string }) {
  const { data: submissions, isPending } = useProblemSubmissions(problemId);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = submissions?.find((submission) => submission._id === openId);
  if (open) return <SubmissionCode submission={open} onClose={() => setOpenId(null)} />;
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
            className="flex w-full cursor-pointer items-center gap-3 px-5 py-3 text-left text-sm transition-colors outline-none hover:bg-accent/50 focus-visible:bg-accent"
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
            <span className="flex-1 text-muted-foreground">
              {formatSubmissionDate(submission.submittedAt)}
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
