import type { Submission } from '@zencode/shared/contract';

/** What help its author had opened when submitting, as the server recorded it. */
export function SubmissionHelpNote({ submission }: { submission: Submission }) {
  const hints = submission.hintsOpened ?? 0;
  const editorial = submission.editorialOpened ?? false;
  if (hints === 0 && !editorial) return null;
  const parts = [
    ...(hints > 0 ? [`${hints} ${hints === 1 ? 'hint' : 'hints'} opened`] : []),
    ...(editorial ? ['editorial opened'] : []),
  ];
  return (
    <span data-testid="submission-help" className="text-xs text-muted-foreground">
      {parts.join(' · ')}
    </span>
  );
}
