import type { Problem } from '@zencode/shared/contract';
import { ProblemRow } from './problem-row.tsx';

/** Compact rows in one bordered list. */
export function ProblemList({
  problems,
  solvedIds,
}: {
  problems: readonly Problem[];
  solvedIds: ReadonlySet<string> | null;
}) {
  return (
    <ul className="divide-y overflow-hidden rounded-xl border bg-card" aria-label="Problems">
      {problems.map((problem) => (
        <ProblemRow
          key={problem._id}
          problem={problem}
          solved={solvedIds ? solvedIds.has(problem._id) : null}
        />
      ))}
    </ul>
  );
}
