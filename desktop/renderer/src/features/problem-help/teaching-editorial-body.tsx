import {
  parseTeachingEditorial,
  type EditorialResponse,
  type LanguageId,
  type TeachingApproach,
} from '@zencode/shared/contract';
import { approachCodeIn, languageLabel, sanitizeMarkdownUrl } from '@zencode/shared/rules';
import { Fragment } from 'react';
import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { Markdown } from '@/components/ui/markdown.tsx';
import { markdownBlocks } from './markdown-tables.ts';

/** One table cell's Markdown, inline (no paragraph around it). */
function Cell({ children }: { children: string }) {
  return (
    <ReactMarkdown
      rehypePlugins={[rehypeSanitize]}
      urlTransform={sanitizeMarkdownUrl}
      components={{ p: Fragment }}
    >
      {children}
    </ReactMarkdown>
  );
}

/** Markdown whose pipe tables render as tables (the worked example's state per step). */
function MarkdownWithTables({ children, label }: { children: string; label: string }) {
  return (
    <>
      {markdownBlocks(children).map((block, index) =>
        block.kind === 'text' ? (
          <Markdown key={index}>{block.markdown}</Markdown>
        ) : (
          // Focusable, so that a keyboard can scroll a table wider than a phone's screen.
          <div
            key={index}
            role="region"
            aria-label={label}
            tabIndex={0}
            className="my-3 overflow-x-auto rounded-lg border outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <table aria-label={label} className="w-full border-collapse text-left text-xs">
              <thead className="bg-muted/60">
                <tr>
                  {block.header.map((cell, column) => (
                    <th
                      key={column}
                      scope="col"
                      className="px-3 py-2 font-semibold whitespace-nowrap"
                    >
                      <Cell>{cell}</Cell>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:font-mono">
                {block.rows.map((row, line) => (
                  <tr key={line} className="border-t">
                    {row.map((cell, column) => (
                      <td
                        key={column}
                        className="px-3 py-1.5 align-top font-mono whitespace-nowrap"
                      >
                        <Cell>{cell}</Cell>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ),
      )}
    </>
  );
}

/** The code an approach's marker names, in the learner's language or the first that has it. */
function ApproachCode({
  approach,
  editorial,
  language,
}: {
  approach: TeachingApproach;
  editorial: EditorialResponse;
  language: LanguageId;
}) {
  const shown = approach.code
    ? approachCodeIn(editorial.approachCode[approach.code], language)
    : null;
  if (!shown) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="approach-code-missing">
        This approach has no code to show.
      </p>
    );
  }
  const label = languageLabel(shown.language);
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold">Code ({label})</h3>
      {!shown.own && (
        <p className="text-sm text-muted-foreground" data-testid="approach-code-language">
          Shown in {label}: this approach has no {languageLabel(language)} version.
        </p>
      )}
      <pre
        tabIndex={0}
        aria-label={`Approach ${approach.number} in ${label}`}
        data-testid="approach-code"
        className="overflow-x-auto rounded-lg border bg-muted/60 p-3 font-mono text-xs leading-relaxed outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <code>{shown.code}</code>
      </pre>
    </div>
  );
}

/**
 * A teaching editorial: each approach as its own section with its time and space and, below its
 * text, the judged code its marker names; then the pitfalls and the worked example.
 */
export function TeachingEditorialBody({
  editorial,
  language,
}: {
  editorial: EditorialResponse;
  language: LanguageId;
}) {
  const { approaches, pitfalls, workedExample } = parseTeachingEditorial(editorial.markdown);
  return (
    <article className="space-y-6 px-5 py-5 sm:px-6" data-testid="editorial">
      <nav aria-label="Approaches" className="text-sm">
        <ol className="flex flex-wrap gap-2">
          {approaches.map((approach) => (
            <li key={approach.number}>
              <a
                href={`#approach-${approach.number}`}
                className="inline-block rounded-full border px-2.5 py-0.5 text-xs text-muted-foreground hover:text-foreground"
              >
                {approach.number}. {approach.name}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {approaches.map((approach) => (
        <section
          key={approach.number}
          id={`approach-${approach.number}`}
          aria-labelledby={`approach-${approach.number}-heading`}
          data-testid="editorial-approach"
          className="space-y-3 border-t pt-5 first-of-type:border-t-0 first-of-type:pt-0"
        >
          <h2 id={`approach-${approach.number}-heading`} className="text-base font-semibold">
            Approach {approach.number}: {approach.name}
          </h2>
          <p className="flex flex-wrap gap-2 text-xs" data-testid="approach-complexity">
            <span className="rounded-full border px-2.5 py-0.5 font-mono">
              Time {approach.time ?? '?'}
            </span>
            <span className="rounded-full border px-2.5 py-0.5 font-mono">
              Space {approach.space ?? '?'}
            </span>
          </p>
          <Markdown>{approach.markdown}</Markdown>
          <ApproachCode approach={approach} editorial={editorial} language={language} />
        </section>
      ))}
      <section
        aria-labelledby="pitfalls-heading"
        data-testid="editorial-pitfalls"
        className="space-y-2 border-t pt-5"
      >
        <h2 id="pitfalls-heading" className="text-base font-semibold">
          Pitfalls
        </h2>
        <Markdown>{pitfalls}</Markdown>
      </section>
      <section
        aria-labelledby="worked-example-heading"
        data-testid="editorial-worked-example"
        className="space-y-2 border-t pt-5"
      >
        <h2 id="worked-example-heading" className="text-base font-semibold">
          Worked example
        </h2>
        <MarkdownWithTables label="The worked example, step by step">
          {workedExample}
        </MarkdownWithTables>
      </section>
    </article>
  );
}
