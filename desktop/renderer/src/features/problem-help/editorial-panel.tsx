import type { EditorialResponse, LanguageId } from '@zencode/shared/contract';
import { languageLabel } from '@zencode/shared/rules';
import { BookOpenIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Markdown } from '@/components/ui/markdown.tsx';
import { useEditorial, useProblemHelp } from './help-queries.ts';

/** The reference in the learner's language, else the first one the problem has. */
function referenceFor(editorial: EditorialResponse, language: LanguageId) {
  const own = editorial.solutions[language];
  if (own !== undefined) return { language, code: own, own: true };
  const [other, code] = (Object.entries(editorial.solutions) as [LanguageId, string][])[0] ?? [];
  return other && code !== undefined ? { language: other, code, own: false } : null;
}

function EditorialBody({
  editorial,
  language,
}: {
  editorial: EditorialResponse;
  language: LanguageId;
}) {
  const reference = referenceFor(editorial, language);
  return (
    <article className="space-y-4 px-5 py-5 sm:px-6" data-testid="editorial">
      <Markdown>{editorial.markdown}</Markdown>
      <section aria-labelledby="reference-heading" className="space-y-2">
        <h2 id="reference-heading" className="text-base font-semibold">
          Reference solution{reference ? ` (${languageLabel(reference.language)})` : ''}
        </h2>
        {reference && !reference.own && (
          <p className="text-sm text-muted-foreground">
            There is no reference in {languageLabel(language)} yet; here it is in{' '}
            {languageLabel(reference.language)}.
          </p>
        )}
        {reference ? (
          <pre
            tabIndex={0}
            aria-label={`Reference solution in ${languageLabel(reference.language)}`}
            data-testid="reference-solution"
            className="overflow-x-auto rounded-lg border bg-muted/60 p-3 font-mono text-xs leading-relaxed outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <code>{reference.code}</code>
          </pre>
        ) : (
          <p className="text-sm text-muted-foreground">
            This problem has no reference solution yet.
          </p>
        )}
      </section>
    </article>
  );
}

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
      <div className="space-y-3 px-5 py-6 sm:px-6" role="region" aria-label="Editorial">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <BookOpenIcon className="size-4" aria-hidden />
          See the solution now?
        </h2>
        <p className="text-sm text-muted-foreground">
          The editorial explains the idea, the steps and the complexity, with the reference solution
          in {languageLabel(language)}. Opening it before you solve the problem does not change your
          Zen Score; it is noted with your submissions from now on.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setConfirmed(true)}>Show the editorial</Button>
          <Button variant="outline" onClick={onKeepTrying}>
            Keep trying
          </Button>
        </div>
      </div>
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
