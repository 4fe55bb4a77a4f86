import { type Signature, type Submission, messages } from '@zencode/shared/contract';
import { useSearchParams } from 'react-router';
import { useProblemSubmissions } from './problem-queries.ts';
import { SubmissionDetail } from './submission-detail.tsx';
import { SubmissionRow } from './submission-row.tsx';

/**
 * The Submissions tab: the learner's submissions to this problem, newest first, each with its
 * verdict, time, runtime, memory and language; one opens read-only and can be loaded into the editor.
 * The open one is the page's ?submission=<id>, so it has an address that survives a reload and
 * Back closes it.
 */
export function ProblemSubmissions({
  problemId,
  signature,
  onLoad,
}: {
  problemId: string;
  signature: Signature;
  /** Puts a past submission's code into the editor, in its language. */
  onLoad: (submission: Submission) => void;
}) {
  const { data: submissions, isPending } = useProblemSubmissions(problemId);
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get('submission');
  const setOpenId = (id: string | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('submission');
      else next.set('submission', id);
      return next;
    });
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
