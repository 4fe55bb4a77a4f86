import type { ProblemFull } from '@zencode/shared/contract';
import { displayNewlines } from '@zencode/shared/rules';

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

/** The statement's numbered examples: input, output and the explanation when there is one. */
export function ProblemExamples({ examples }: { examples: ProblemFull['details']['examples'] }) {
  if (examples.length === 0) return null;
  return (
    <section className="space-y-3">
      {examples.map((example, index) => (
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
  );
}
