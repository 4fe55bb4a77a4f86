import {
  DIFFICULTY_FILTERS,
  DIFFICULTY_FILTER_ALL,
  SOLVED_FILTERS,
} from '@zencode/shared/contract';
import { SearchIcon, XIcon } from 'lucide-react';
import { Input } from '@/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import type { DifficultyFilter, ProblemFilters, SolvedFilter } from './filter-problems.ts';

const anyTag = '__any__';

export interface ProblemFiltersBarProps {
  filters: ProblemFilters;
  tags: readonly string[];
  onChange: (patch: Partial<ProblemFilters>) => void;
  /** Signed-in users filter by solved; visitors have nothing solved. */
  showSolved?: boolean;
}

/** Search box, difficulty filter (All, Easy, Medium, Hard), tag filter and, signed in, solved filter. */
export function ProblemFiltersBar({
  filters,
  tags,
  onChange,
  showSolved = false,
}: ProblemFiltersBarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          value={filters.search}
          onChange={(event) => onChange({ search: event.target.value })}
          placeholder="Search problems"
          aria-label="Search problems"
          className="h-10 pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {filters.search && (
          <button
            type="button"
            onClick={() => onChange({ search: '' })}
            aria-label="Clear search"
            className="absolute top-1/2 right-2 flex size-6 -translate-y-1/2 cursor-pointer items-center justify-center rounded text-muted-foreground hover:text-foreground"
          >
            <XIcon className="size-4" />
          </button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <Select
          value={filters.difficulty}
          onValueChange={(value) => onChange({ difficulty: value as DifficultyFilter })}
        >
          <SelectTrigger aria-label="Difficulty" className="h-10 sm:w-40">
            <SelectValue>
              {filters.difficulty === DIFFICULTY_FILTER_ALL
                ? 'All difficulties'
                : filters.difficulty}
            </SelectValue>
          </SelectTrigger>
          <SelectContent>
            {DIFFICULTY_FILTERS.map((difficulty) => (
              <SelectItem key={difficulty} value={difficulty}>
                {difficulty}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select
          value={filters.tag || anyTag}
          onValueChange={(value) => onChange({ tag: value === anyTag ? '' : value })}
        >
          <SelectTrigger aria-label="Tag" className="h-10 sm:w-44" disabled={tags.length === 0}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={anyTag}>All tags</SelectItem>
            {tags.map((tag) => (
              <SelectItem key={tag} value={tag}>
                {tag}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {showSolved && (
          <Select
            value={filters.solved}
            onValueChange={(value) => onChange({ solved: value as SolvedFilter })}
          >
            <SelectTrigger aria-label="Solved" className="col-span-2 h-10 sm:w-36">
              <SelectValue>
                {filters.solved === 'All' ? 'Solved or not' : filters.solved}
              </SelectValue>
            </SelectTrigger>
            <SelectContent>
              {SOLVED_FILTERS.map((solved) => (
                <SelectItem key={solved} value={solved}>
                  {solved === 'All' ? 'Solved or not' : solved}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </div>
    </div>
  );
}
