import { memo } from 'react';
import { DifficultyBadge, stripMarkdown } from '@/features/problems/index.ts';
import { EditorLink, type ManagedProblemItemProps } from './editor-link.tsx';
import { RevisionBadge } from './revision-badge.tsx';
import { StatusBadge, ValidationBadge } from './status-badges.tsx';

/** A dashboard card: the problem, its status and validation; opens the authoring editor. */
export const ManagedProblemCard = memo(function ManagedProblemCard({
  problem,
  actions,
}: ManagedProblemItemProps) {
  return (
    <div className="relative h-full">
      <EditorLink
        problem={problem}
        className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-[0_1px_2px_rgb(0_0_0/0.04)] transition-[border-color,box-shadow] outline-none hover:border-primary/40 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring"
      >
        <div className="flex items-start justify-between gap-3 pr-16">
          <h3 className="leading-snug font-semibold tracking-tight group-hover:text-primary">
            {problem.name}
          </h3>
        </div>
        <p className="line-clamp-2 text-sm leading-relaxed text-muted-foreground">
          {stripMarkdown(problem.statement)}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2 pt-1">
          <StatusBadge status={problem.status} />
          <DifficultyBadge difficulty={problem.difficulty} />
          <span className="text-xs text-muted-foreground tabular-nums">
            {problem.testcaseCount} {problem.testcaseCount === 1 ? 'case' : 'cases'}
          </span>
          <ValidationBadge validation={problem.validation} failure={problem.validationFailure} />
          <RevisionBadge revision={problem.revision} />
        </div>
        {problem.validationFailure && (
          <p data-testid="validation-failure" className="text-xs break-words text-destructive">
            {problem.validationFailure}
          </p>
        )}
      </EditorLink>
      <div className="absolute top-3 right-3">{actions}</div>
    </div>
  );
});
