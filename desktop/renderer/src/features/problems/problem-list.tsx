import type { ProblemCollectionProps } from './problem-collection-props.ts';
import { ProblemRow } from './problem-row.tsx';

/** Compact rows in one bordered list. */
export function ProblemList({
  problems,
  solvedIds,
  numbers,
  renderActions,
}: ProblemCollectionProps) {
  return (
    <ul className="divide-y overflow-hidden rounded-xl border bg-card" aria-label="Problems">
      {problems.map((problem) => (
        <ProblemRow
          key={problem._id}
          problem={problem}
          number={numbers?.get(problem._id)}
          solved={solvedIds ? solvedIds.has(problem._id) : null}
          actions={renderActions?.(problem)}
        />
      ))}
    </ul>
  );
}
