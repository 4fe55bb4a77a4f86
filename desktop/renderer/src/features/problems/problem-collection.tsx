import type { Problem } from '@zencode/shared/contract';
import { Fragment, type ReactNode } from 'react';
import type { ProblemViewMode } from './problem-list-params.ts';

/**
 * Problems in the chosen view: cards in one, two or three columns depending on the width, or
 * compact rows (each its own `<li>`) in one bordered list.
 */
export function ProblemCollection<P extends Problem>({
  view,
  problems,
  renderCard,
  renderRow,
  header,
}: {
  view: ProblemViewMode;
  problems: readonly P[];
  renderCard: (problem: P) => ReactNode;
  renderRow: (problem: P) => ReactNode;
  /** The list view's column headings, above its rows. */
  header?: ReactNode;
}) {
  if (view === 'grid') {
    return (
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Problems">
        {problems.map((problem) => (
          <li key={problem._id}>{renderCard(problem)}</li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      {header}
      <ul className="divide-y" aria-label="Problems">
        {problems.map((problem) => (
          <Fragment key={problem._id}>{renderRow(problem)}</Fragment>
        ))}
      </ul>
    </div>
  );
}
