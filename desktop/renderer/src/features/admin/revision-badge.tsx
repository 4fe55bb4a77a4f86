import type { ManagedProblem } from '@zencode/shared/contract';
import { GitBranchIcon } from 'lucide-react';
import { ValidationBadge } from './status-badges.tsx';

/**
 * A published problem's pending revision on the dashboard, beside the live version's state:
 * learners keep the live one until this one is validated and published.
 */
export function RevisionBadge({ revision }: { revision: ManagedProblem['revision'] }) {
  if (!revision) return null;
  return (
    <span
      data-testid="revision-state"
      data-state={revision.validation}
      className="inline-flex items-center gap-1.5 rounded-md border border-dashed px-1.5 py-0.5 text-xs text-muted-foreground"
    >
      <GitBranchIcon className="size-3.5 shrink-0" aria-hidden />
      Revision:
      <ValidationBadge validation={revision.validation} failure={revision.validationFailure} />
    </span>
  );
}
