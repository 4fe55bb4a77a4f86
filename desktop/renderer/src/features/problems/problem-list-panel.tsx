import type { ReactNode } from 'react';
import type { ProblemViewMode } from './problem-list-params.ts';
import { ProblemListStatus } from './problem-list-status.tsx';
import { viewModePanelProps } from './view-mode-tabs.tsx';

/**
 * The panel the Grid View / List View tabs control: loading skeletons, the fetch error with Try
 * again, nothing found, or (`children`) the problems.
 */
export function ProblemListPanel({
  panelId,
  view,
  query,
  errorMessage,
  empty,
  onClearFilters,
  children,
}: {
  panelId: string;
  view: ProblemViewMode;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  errorMessage: string;
  /** Nothing matches (or there is nothing at all). */
  empty: boolean;
  /** Offered when nothing matches because of the filters. */
  onClearFilters: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <div className="mt-6" {...viewModePanelProps(panelId, view)}>
      {query.isPending ? (
        <ProblemListStatus kind="loading" view={view} />
      ) : query.isError ? (
        <ProblemListStatus
          kind="error"
          message={errorMessage}
          onRetry={() => void query.refetch()}
        />
      ) : empty ? (
        <ProblemListStatus kind="empty" onClearFilters={onClearFilters} />
      ) : (
        children
      )}
    </div>
  );
}
