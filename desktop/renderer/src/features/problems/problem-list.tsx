import type { Problem } from '@zencode/shared/contract';
import type { ReactNode } from 'react';
import { ProblemRow } from './problem-row.tsx';

/** Compact rows in one bordered list. */
export function ProblemList({
  problems,
  solvedIds,
  renderActions,
}: {
  problems: readonly Problem[];
  solvedIds: ReadonlySet<string> | null;
  /** An admin's Edit and Delete per problem. */
  renderActions?: (problem: Problem) => ReactNode;
}) {
  return (
    <ul className="divide-y overflow-hidden rounded-xl border bg-card" aria-label="Problems">
      {problems.map((problem) => (
        <ProblemRow
          key={problem._id}
          problem={problem}
          solved={solvedIds ? solvedIds.has(problem._id) : null}
          actions={renderActions?.(problem)}
        />
      ))}
    </ul>
  );
}
