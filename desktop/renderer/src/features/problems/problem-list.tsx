import type { Problem } from '@zencode/shared/contract';
import type { ReactNode } from 'react';
import { ProblemRow } from './problem-row.tsx';

/** Compact rows in one bordered list. */
export function ProblemList({
  problems,
  solvedIds,
  numbers,
  renderActions,
}: {
  problems: readonly Problem[];
  solvedIds: ReadonlySet<string> | null;
  /** Each problem's place in the catalogue (numberProblems). */
  numbers?: ReadonlyMap<string, number>;
  /** An admin's Edit and Delete per problem. */
  renderActions?: (problem: Problem) => ReactNode;
}) {
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
