import { type ProblemFull, messages } from '@zencode/shared/contract';
import { CircleCheckIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Markdown } from '@/components/ui/markdown.tsx';
import { HintsSection, PatternAndSimilar } from '@/features/problem-help/index.ts';
import { DifficultyBadge } from '@/features/problems/index.ts';
import { useInterviewLock } from './interview-lock.ts';
import { ProblemExamples } from './problem-examples.tsx';

/**
 * The Description tab: title with the solved mark (role user only), difficulty,
 * tags, the statement as safe Markdown, numbered examples and the constraints. In an interview the
 * statement stands alone: no solved mark, difficulty, tags, hints, pattern or similar problems.
 */
export function ProblemDescription({
  full,
  solved,
}: {
  full: ProblemFull | null;
  solved: boolean;
}) {
  const locked = useInterviewLock();
  if (!full) {
    return <p className="p-6 text-sm text-muted-foreground">{messages.noProblemData}</p>;
  }
  const { problem, details } = full;
  return (
    <article className="space-y-5 px-5 py-5 sm:px-6">
      <header className="space-y-3">
        <div className="flex items-start gap-2">
          <h1 className="text-xl font-semibold tracking-tight">{problem.name}</h1>
          {solved && !locked && (
            <CircleCheckIcon aria-label="Solved" className="mt-1 size-5 shrink-0 text-easy" />
          )}
        </div>
        {!locked && (
          <div className="flex flex-wrap items-center gap-1.5">
            <DifficultyBadge difficulty={problem.difficulty} />
            {problem.tags.map((tag) => (
              <Badge key={tag} variant="outline" className="font-normal">
                {tag}
              </Badge>
            ))}
          </div>
        )}
      </header>

      <Markdown>{problem.statement}</Markdown>

      <ProblemExamples examples={details.examples} />

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

      {!locked && <HintsSection problemId={problem._id} />}
      {!locked && <PatternAndSimilar problemId={problem._id} />}
    </article>
  );
}
