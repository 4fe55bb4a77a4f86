import type { ReactNode } from 'react';

/** A still picture of the editor for the hero: a short, real Two Sum solution, softly highlighted. */
export function EditorPreview() {
  return (
    <figure
      aria-label="The ZenCode editor with a Python solution to Two Sum"
      className="relative mx-auto w-full max-w-xl overflow-hidden rounded-2xl border bg-card shadow-2xl shadow-black/5 dark:shadow-black/40"
    >
      <div className="flex items-center gap-2 border-b px-4 py-3">
        <span className="size-2.5 rounded-full bg-hard/60" />
        <span className="size-2.5 rounded-full bg-medium/60" />
        <span className="size-2.5 rounded-full bg-easy/60" />
        <span className="ml-3 text-xs text-muted-foreground">two_sum.py</span>
        <span className="ml-auto rounded-full bg-easy-soft px-2 py-0.5 text-[11px] font-medium text-easy">
          Accepted
        </span>
      </div>
      <pre className="overflow-x-auto px-4 py-5 font-mono text-[11.5px] leading-6 sm:px-5 sm:text-[13px]">
        <code>
          <Line n={1}>
            <K>class</K> <T>Solution</T>:
          </Line>
          <Line n={2}>
            {'  '}
            <K>def</K> <F>twoSum</F>(self, nums, target):
          </Line>
          <Line n={3}>
            {'    '}seen = {'{}'}
          </Line>
          <Line n={4}>
            {'    '}
            <K>for</K> i, value <K>in</K> <F>enumerate</F>(nums):
          </Line>
          <Line n={5}>
            {'      '}
            <K>if</K> target - value <K>in</K> seen:
          </Line>
          <Line n={6}>
            {'        '}
            <K>return</K> [seen[target - value], i]
          </Line>
          <Line n={7}>{'      '}seen[value] = i</Line>
        </code>
      </pre>
      <figcaption className="flex items-center justify-between border-t bg-muted/40 px-4 py-2.5 text-xs text-muted-foreground">
        <span>Python · Spaces: 2</span>
        <span className="tabular-nums">Ln 6, Col 39</span>
      </figcaption>
    </figure>
  );
}

function Line({ n, children }: { n: number; children: ReactNode }) {
  return (
    <span className="block whitespace-pre">
      <span className="mr-3 inline-block w-4 text-right text-muted-foreground/50 select-none sm:mr-5">
        {n}
      </span>
      {children}
    </span>
  );
}

const K = ({ children }: { children: ReactNode }) => (
  <span className="text-primary">{children}</span>
);
const F = ({ children }: { children: ReactNode }) => (
  <span className="text-medium">{children}</span>
);
const T = ({ children }: { children: ReactNode }) => <span className="text-hard">{children}</span>;
