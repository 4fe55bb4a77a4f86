import type { Signature, Submission } from '@zencode/shared/contract';
import { languageLabel } from '@zencode/shared/rules';
import { ArrowLeftIcon, DownloadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { LazyCodeEditor } from '@/features/editor/index.ts';
import { SubmissionHelpNote } from '@/features/problem-help/index.ts';
import { formatSubmissionDate, formatSubmissionTime } from './submission-date.ts';
import { SubmissionResults } from './submission-results.tsx';

/**
 * One past submission: a way back to the list, its result card (verdict, reason, cases passed,
 * runtime, memory, the failing case) and its code, read-only, with Load into editor.
 */
export function SubmissionDetail({
  submission,
  signature,
  onClose,
  onLoad,
}: {
  submission: Submission;
  signature: Signature;
  onClose: () => void;
  onLoad: (submission: Submission) => void;
}) {
  const when = `${formatSubmissionDate(submission.submittedAt)}, ${formatSubmissionTime(submission.submittedAt)}`;
  return (
    <div className="flex h-full flex-col overflow-auto" data-testid="submission-detail">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b px-3 py-2 text-sm">
        <Button variant="ghost" size="sm" onClick={onClose}>
          <ArrowLeftIcon /> All submissions
        </Button>
        <span className="whitespace-nowrap text-muted-foreground">{when}</span>
        <span className="rounded-md bg-muted px-2 py-0.5 text-xs">
          {languageLabel(submission.language)}
        </span>
        <SubmissionHelpNote submission={submission} />
        <Button variant="outline" size="sm" className="ml-auto" onClick={() => onLoad(submission)}>
          <DownloadIcon />
          Load into editor
        </Button>
      </div>
      {submission.verdict !== null && (
        <SubmissionResults submission={submission} signature={signature} />
      )}
      {/* The editor fills the box absolutely: stacked on a phone the box has only a minimum
          height, which a percentage height cannot fill (the editor showed one line). */}
      <div className="relative min-h-72 flex-1 border-t" data-testid="submission-code">
        <div className="absolute inset-0">
          <LazyCodeEditor
            value={submission.code}
            language={submission.language}
            path={`submission/${submission._id}`}
            readOnly
            ariaLabel="Submitted code"
          />
        </div>
      </div>
    </div>
  );
}
