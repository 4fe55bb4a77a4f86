import {
  isTeachingEditorial,
  type EditorialResponse,
  type LanguageId,
} from '@zencode/shared/contract';
import { languageLabel } from '@zencode/shared/rules';
import { Markdown } from '@/components/ui/markdown.tsx';
import { referenceFor } from './reference-for.ts';
import { TeachingEditorialBody } from './teaching-editorial-body.tsx';

/**
 * A teaching editorial shows each approach with its own code; one of the old format shows its
 * Markdown, then the reference solution (another language's when there is none).
 */
export function EditorialBody({
  editorial,
  language,
}: {
  editorial: EditorialResponse;
  language: LanguageId;
}) {
  if (isTeachingEditorial(editorial.markdown))
    return <TeachingEditorialBody editorial={editorial} language={language} />;
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
