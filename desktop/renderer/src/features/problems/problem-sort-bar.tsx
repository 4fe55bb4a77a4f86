import { ArrowDownWideNarrowIcon, ArrowUpNarrowWideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { OptionSelect } from '@/components/ui/option-select.tsx';
import { problemSorts, type ProblemSort, type SortOrder } from './sort-problems.ts';

const sortLabels: Record<ProblemSort, string> = {
  number: 'Number',
  title: 'Title',
  difficulty: 'Difficulty',
  acceptance: 'Acceptance',
};

/** Sort by number, title, difficulty or acceptance, ascending or descending. */
export function ProblemSortBar({
  sort,
  order,
  onChange,
}: {
  sort: ProblemSort;
  order: SortOrder;
  onChange: (patch: { sort?: ProblemSort; order?: SortOrder }) => void;
}) {
  const ascending = order === 'asc';
  return (
    <div className="flex items-center gap-2">
      <OptionSelect
        aria-label="Sort by"
        value={sort}
        options={problemSorts}
        labelOf={(option) => sortLabels[option]}
        valueText={`Sort: ${sortLabels[sort]}`}
        onChange={(next) => onChange({ sort: next })}
        className="h-9 w-44"
      />
      <Button
        variant="outline"
        size="icon"
        aria-label={
          ascending ? 'Ascending: switch to descending' : 'Descending: switch to ascending'
        }
        title={ascending ? 'Ascending' : 'Descending'}
        onClick={() => onChange({ order: ascending ? 'desc' : 'asc' })}
      >
        {ascending ? <ArrowUpNarrowWideIcon /> : <ArrowDownWideNarrowIcon />}
      </Button>
    </div>
  );
}
