import type { Problem } from '@zencode/shared/contract';
import type { ReactNode } from 'react';
import { ProblemCard } from './problem-card.tsx';

/** Cards in one, two or three columns depending on the width. */
export function ProblemGrid({
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
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Problems">
      {problems.map((problem) => (
        <li key={problem._id}>
          <ProblemCard
            problem={problem}
            number={numbers?.get(problem._id)}
            solved={solvedIds?.has(problem._id) ?? false}
            actions={renderActions?.(problem)}
          />
        </li>
      ))}
    </ul>
  );
}
