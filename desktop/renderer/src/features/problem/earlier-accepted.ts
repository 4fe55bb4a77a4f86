import type { Submission } from '@zencode/shared/contract';

/**
 * A review's "show my earlier solution": the newest Accepted submission (the list is newest
 * first) sent before the page opened, so that the review's own Accepted is never it.
 */
export function earlierAccepted(
  submissions: readonly Pick<Submission, '_id' | 'verdict' | 'submittedAt'>[],
  openedAt: string,
): string | null {
  return (
    submissions.find(
      (submission) => submission.verdict === 'Accepted' && submission.submittedAt < openedAt,
    )?._id ?? null
  );
}
