import type { Submission } from '@zencode/shared/contract';
import { CircleCheckIcon, CircleXIcon, ClockIcon, CpuIcon } from 'lucide-react';
import { cn } from '@/lib/utils.ts';
import { formatMemory, formatRuntime } from './submission-usage.ts';

/**
 * The verdict (or the reason it is not Accepted) and, once it compiled, the cases passed, the
 * runtime and the memory.
 */
export function SubmissionHeadline({
  submission,
  compiled,
}: {
  submission: Submission;
  compiled: boolean;
}) {
  const accepted = submission.verdict === 'Accepted';
  const headline = accepted ? 'Accepted' : (submission.reason ?? submission.verdict);
  return (
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
          <span className="flex items-center gap-1.5 text-sm text-muted-foreground" title="Runtime">
            <ClockIcon className="size-4" /> {formatRuntime(submission.runtimeMs)}
          </span>
          <span className="flex items-center gap-1.5 text-sm text-muted-foreground" title="Memory">
            <CpuIcon className="size-4" /> {formatMemory(submission.memoryKb)}
          </span>
        </>
      )}
    </div>
  );
}
