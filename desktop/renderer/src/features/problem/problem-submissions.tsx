import { type Signature, type Submission, messages } from '@zencode/shared/contract';
import { useState } from 'react';
import { useProblemSubmissions } from './problem-queries.ts';
import { SubmissionDetail } from './submission-detail.tsx';
import { SubmissionRow } from './submission-row.tsx';

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
          <SubmissionRow submission={submission} onOpen={() => setOpenId(submission._id)} />
        </li>
      ))}
    </ul>
  );
}
