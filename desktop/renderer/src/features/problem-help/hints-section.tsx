import { LightbulbIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Markdown } from '@/components/ui/markdown.tsx';
import { useProblemHelp, useRevealHint } from './help-queries.ts';

/**
 * Hints, one at a time: the opened ones with their text, then a button for the next. Each opening
 * is recorded by the server and noted with the learner's later submissions.
 */
export function HintsSection({ problemId }: { problemId: string }) {
  const help = useProblemHelp(problemId).data;
  const reveal = useRevealHint(problemId);
  if (!help || help.hintCount === 0) return null;
  const next = help.openedHints.length + 1;
  return (
    <section aria-labelledby="hints-heading" className="space-y-2">
      <h2 id="hints-heading" className="text-sm font-semibold">
        Hints
      </h2>
      <ol className="space-y-2">
        {help.openedHints.map((text, index) => (
          <li
            key={index}
            data-testid="hint"
            className="rounded-lg border bg-muted/40 px-4 py-3 text-sm"
          >
            <p className="mb-1 flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
              <LightbulbIcon className="size-3.5" aria-hidden />
              Hint {index + 1}
            </p>
            <Markdown>{text}</Markdown>
          </li>
        ))}
      </ol>
      {next <= help.hintCount && (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={reveal.isPending}
            onClick={() => reveal.mutate(next)}
          >
            <LightbulbIcon />
            Show hint {next}
          </Button>
          <span className="text-xs text-muted-foreground">
            {help.openedHints.length} of {help.hintCount} opened
          </span>
        </div>
      )}
      {reveal.error && (
        <p role="alert" className="text-sm text-destructive">
          {reveal.error.message}
        </p>
      )}
    </section>
  );
}
