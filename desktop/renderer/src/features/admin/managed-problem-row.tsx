import { memo } from 'react';
import { DifficultyBadge } from '@/features/problems/index.ts';
import { EditorLink, type ManagedProblemItemProps } from './editor-link.tsx';
import { RevisionBadge } from './revision-badge.tsx';
import { StatusBadge, ValidationBadge } from './status-badges.tsx';

/** A dashboard list row. */
export const ManagedProblemRow = memo(function ManagedProblemRow({
  problem,
  actions,
}: ManagedProblemItemProps) {
  return (
    <li className="flex items-center pr-2">
      <EditorLink
        problem={problem}
        className="group flex min-w-0 flex-1 items-center gap-3 px-4 py-3 transition-colors outline-none hover:bg-accent/60 focus-visible:bg-accent"
      >
        <span className="min-w-0 flex-1 truncate text-sm font-medium group-hover:text-primary">
          {problem.name}
        </span>
        <span className="hidden items-center gap-2 md:inline-flex">
          <ValidationBadge validation={problem.validation} failure={problem.validationFailure} />
          <RevisionBadge revision={problem.revision} />
        </span>
        <StatusBadge status={problem.status} />
        <DifficultyBadge difficulty={problem.difficulty} short />
      </EditorLink>
      {actions}
    </li>
  );
});
