import type { Submission } from '@zencode/shared/contract';
import { languageLabel } from '@zencode/shared/rules';
import { cn } from '@/lib/utils.ts';
import { formatSubmissionDate, formatSubmissionTime } from './submission-date.ts';
import { formatMemory, formatRuntime } from './submission-usage.ts';

/** Accepted, else the reason it is not (Wrong Answer, ...); "Judging..." until the verdict. */
function verdictText(submission: Submission): string {
  if (submission.verdict === null) return 'Judging...';
  return submission.verdict === 'Accepted' ? 'Accepted' : (submission.reason ?? submission.verdict);
}

/** When it was submitted: the date and, on the learner's clock, the time of day. */
const submittedWhen = (submission: Submission) =>
  `${formatSubmissionDate(submission.submittedAt)}, ${formatSubmissionTime(submission.submittedAt)}`;

/** One submission in the Submissions tab: verdict, when, runtime, memory and language; opens it. */
export function SubmissionRow({
  submission,
  onOpen,
}: {
  submission: Submission;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      data-testid="submission-row"
      onClick={onOpen}
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
      <span className="min-w-36 flex-1 text-muted-foreground">{submittedWhen(submission)}</span>
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
  );
}
