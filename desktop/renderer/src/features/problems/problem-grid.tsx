import type { ProblemCollectionProps } from './problem-collection-props.ts';
import { ProblemCard } from './problem-card.tsx';

/** Cards in one, two or three columns depending on the width. */
export function ProblemGrid({
  problems,
  solvedIds,
  numbers,
  renderActions,
}: ProblemCollectionProps) {
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
