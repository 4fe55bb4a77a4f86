import { type ProblemFull, messages } from '@zencode/shared/contract';
import { displayNewlines } from '@zencode/shared/rules';
import { CircleCheckIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Markdown } from '@/components/ui/markdown.tsx';
import { HintsSection, PatternAndSimilar } from '@/features/problem-help/index.ts';
import { DifficultyBadge } from '@/features/problems/index.ts';

function ExampleBlock({
  label,
  value,
  prose = false,
}: {
  label: string;
  value: string;
  prose?: boolean;
}) {
  return (
    <div className="flex gap-2">
      <span className="shrink-0 font-medium text-foreground">{label}</span>
      <span
        className={
          prose
            ? 'text-muted-foreground'
            : 'font-mono whitespace-pre-wrap text-muted-foreground [overflow-wrap:anywhere]'
        }
      >
        {value}
      </span>
    </div>
  );
}

/**
 * The Description tab: title with the solved mark (role user only, spec section 6), difficulty,
 * tags, the statement as safe Markdown, numbered examples and the constraints.
 */
export function ProblemDescription({
  full,
  solved,
}: {
  full: ProblemFull | null;
  solved: boolean;
}) {
  if (!full) {
    return <p className="p-6 text-sm text-muted-foreground">{messages.noProblemData}</p>;
  }
  const { problem, details } = full;
  return (
    <article className="space-y-5 px-5 py-5 sm:px-6">
      <header className="space-y-3">
        <div className="flex items-start gap-2">
          <h1 className="text-xl font-semibold tracking-tight">{problem.name}</h1>
          {solved && (
            <CircleCheckIcon aria-label="Solved" className="mt-1 size-5 shrink-0 text-easy" />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <DifficultyBadge difficulty={problem.difficulty} />
          {problem.tags.map((tag) => (
            <Badge key={tag} variant="outline" className="font-normal">
              {tag}
            </Badge>
          ))}
        </div>
      </header>

      <Markdown>{problem.statement}</Markdown>

      {details.examples.length > 0 && (
        <section className="space-y-3">
          {details.examples.map((example, index) => (
            <div key={index} className="space-y-2">
              <h2 className="text-sm font-semibold">Example {index + 1}</h2>
              <div className="space-y-1.5 rounded-lg border-l-2 border-primary/40 bg-muted/50 px-4 py-3 text-sm">
                <ExampleBlock label="Input:" value={displayNewlines(example.input)} />
                <ExampleBlock label="Output:" value={displayNewlines(example.output)} />
                {example.explanation && (
                  <ExampleBlock label="Explanation:" value={example.explanation} prose />
                )}
              </div>
            </div>
          ))}
        </section>
      )}

      {details.constraints.length > 0 && (
        <section className="space-y-2">
          <h2 className="text-sm font-semibold">Constraints</h2>
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground marker:text-muted-foreground/50">
            {details.constraints.map((constraint) => (
              <li key={constraint}>
                <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.8rem] text-foreground/80">
                  {constraint}
                </code>
              </li>
            ))}
          </ul>
        </section>
      )}

      <HintsSection problemId={problem._id} />
      <PatternAndSimilar problemId={problem._id} />
    </article>
  );
}
