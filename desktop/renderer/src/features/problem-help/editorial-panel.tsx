import type { LanguageId } from '@zencode/shared/contract';
import { useState } from 'react';
import { EditorialBody } from './editorial-body.tsx';
import { EditorialPrompt } from './editorial-prompt.tsx';
import { useEditorial, useProblemHelp } from './help-queries.ts';

/**
 * The Editorial tab. It opens by itself once the learner solved the problem (or opened it before);
 * otherwise it asks once, "See the solution now?", and saying yes is recorded by the server.
 */
export function EditorialPanel({
  problemId,
  language,
  solved,
  onKeepTrying,
}: {
  problemId: string;
  language: LanguageId;
  /** An Accepted submission of this learner (the page's solved mark). */
  solved: boolean;
  onKeepTrying: () => void;
}) {
  const help = useProblemHelp(problemId);
  const [confirmed, setConfirmed] = useState(false);
  const open =
    help.data !== undefined &&
    help.data.hasEditorial &&
    (confirmed || solved || help.data.solved || help.data.editorialOpened);
  const editorial = useEditorial(problemId, open);

  if (help.isPending) return <p className="p-6 text-sm text-muted-foreground">Loading...</p>;
  if (!help.data?.hasEditorial) {
    return <p className="p-6 text-sm text-muted-foreground">This problem has no editorial yet.</p>;
  }
  if (!open) {
    return (
      <EditorialPrompt
        language={language}
        onShow={() => setConfirmed(true)}
        onKeepTrying={onKeepTrying}
      />
    );
  }
  if (editorial.error) {
    return (
      <p role="alert" className="p-6 text-sm text-destructive">
        {editorial.error.message}
      </p>
    );
  }
  if (!editorial.data) return <p className="p-6 text-sm text-muted-foreground">Loading...</p>;
  return <EditorialBody editorial={editorial.data} language={language} />;
}
