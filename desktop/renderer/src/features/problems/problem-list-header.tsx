import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import { cn } from '@/lib/utils.ts';
import { type ProblemSort, type SortOrder, sortOnHeaderClick } from './sort-problems.ts';

const orderWords: Record<SortOrder, string> = { asc: 'ascending', desc: 'descending' };

/**
 * The list view's column headings, laid out as its rows are (problem-row.tsx): each sortable
 * heading is a button that sorts by its column, and a second click turns the order round.
 */
export function ProblemListHeader({
  sort,
  order,
  signedIn,
  onSort,
}: {
  sort: ProblemSort;
  order: SortOrder;
  /** Rows show the solved mark and the difficulty only to signed-in learners. */
  signedIn: boolean;
  onSort: (next: { sort: ProblemSort; order: SortOrder }) => void;
}) {
  const heading = (column: ProblemSort, label: string, className: string) => {
    const active = sort === column;
    const spoken = column === 'number' ? 'Number' : label;
    const Arrow = order === 'asc' ? ArrowUpIcon : ArrowDownIcon;
    return (
      <button
        type="button"
        data-testid={`sort-by-${column}`}
        aria-pressed={active}
        aria-label={
          active ? `${spoken}, sorted ${orderWords[order]}` : `Sort by ${spoken.toLowerCase()}`
        }
        onClick={() => onSort(sortOnHeaderClick({ sort, order }, column))}
        className={cn(
          'inline-flex shrink-0 cursor-pointer items-center gap-1 rounded-sm outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
          active && 'text-foreground',
          className,
        )}
      >
        {label}
        {active && <Arrow aria-hidden className="size-3" />}
      </button>
    );
  };
  return (
    <div
      role="group"
      aria-label="Sort the list"
      data-testid="problem-list-header"
      className="flex items-center gap-3 border-b bg-muted/40 px-4 py-2 text-xs font-medium text-muted-foreground"
    >
      {signedIn && <span className="w-4 shrink-0" aria-hidden />}
      {heading('number', '#', 'w-8 justify-end')}
      {heading('title', 'Title', 'min-w-0 flex-1 justify-start')}
      {heading('acceptance', 'Acceptance', 'hidden w-20 justify-end sm:inline-flex')}
      {signedIn && heading('difficulty', 'Difficulty', 'w-16 justify-end')}
    </div>
  );
}
