import type { Problem } from '@zencode/shared/contract';
import type { ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination.tsx';
import { ProblemCard } from './problem-card.tsx';
import { ProblemCollection } from './problem-collection.tsx';
import { ProblemListHeader } from './problem-list-header.tsx';
import { ProblemRow } from './problem-row.tsx';
import type { ProblemsPageData } from './use-problems-page.ts';

/** The page of matching problems: how many are shown of how many, the cards or rows, the pages. */
export function ProblemsResults({
  data,
  renderActions,
}: {
  data: ProblemsPageData;
  /** An admin's Edit and Delete on each problem. */
  renderActions?: (problem: Problem) => ReactNode;
}) {
  const { params, problemsQuery, solvedIds, numbers, matching, visible, firstIndex } = data;
  const total = problemsQuery.data?.length;
  const shown = `${firstIndex + 1}–${firstIndex + visible.length}`;
  return (
    <>
      <p className="mb-3 text-xs text-muted-foreground tabular-nums" aria-live="polite">
        {matching.length === total
          ? `Showing ${shown} of ${matching.length}`
          : `${matching.length} of ${total ?? 0} match · showing ${shown}`}
      </p>
      <ProblemCollection
        view={params.view}
        problems={visible}
        header={
          <ProblemListHeader
            sort={params.sort}
            order={params.order}
            signedIn={Boolean(solvedIds)}
            onSort={(next) => data.update(next)}
          />
        }
        renderCard={(problem) => (
          <ProblemCard
            problem={problem}
            number={numbers.get(problem._id)}
            solved={solvedIds?.has(problem._id) ?? false}
            acceptance={data.acceptanceOf(problem._id)}
            actions={renderActions?.(problem)}
          />
        )}
        renderRow={(problem) => (
          <ProblemRow
            problem={problem}
            number={numbers.get(problem._id)}
            solved={solvedIds ? solvedIds.has(problem._id) : null}
            acceptance={data.acceptanceOf(problem._id)}
            actions={renderActions?.(problem)}
          />
        )}
      />
      <Pagination
        className="mt-8"
        page={data.page}
        totalPages={data.totalPages}
        onPageChange={(next) => data.update({ page: next })}
      />
    </>
  );
}
