import {
  patternIds,
  patternNames,
  type PatternId,
  DIFFICULTY_FILTERS,
  DIFFICULTY_FILTER_ALL,
  SOLVED_FILTERS,
} from '@zencode/shared/contract';
import { OptionSelect } from '@/components/ui/option-select.tsx';
import { SearchInput } from '@/components/ui/search-input.tsx';
import type { DifficultyFilter, ProblemFilters, SolvedFilter } from './filter-problems.ts';

const anyTag = '__any__';
const anyPattern = '__any__';
const solvedLabel = (solved: SolvedFilter) => (solved === 'All' ? 'Solved or not' : solved);

export interface ProblemFiltersBarProps {
  filters: ProblemFilters;
  tags: readonly string[];
  onChange: (patch: Partial<ProblemFilters>) => void;
  /** Signed-in users filter by solved; visitors have nothing solved. */
  showSolved?: boolean;
}

/**
 * Search box, difficulty filter (All, Easy, Medium, Hard), pattern and tag filters and, signed in,
 * solved filter.
 */
export function ProblemFiltersBar({
  filters,
  tags,
  onChange,
  showSolved = false,
}: ProblemFiltersBarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchInput
        value={filters.search}
        onChange={(search) => onChange({ search })}
        label="Search problems"
        clearable
      />
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <OptionSelect
          aria-label="Difficulty"
          value={filters.difficulty}
          options={DIFFICULTY_FILTERS}
          valueText={
            filters.difficulty === DIFFICULTY_FILTER_ALL ? 'All difficulties' : filters.difficulty
          }
          onChange={(difficulty: DifficultyFilter) => onChange({ difficulty })}
          className="h-10 sm:w-40"
        />
        <OptionSelect
          aria-label="Pattern"
          value={filters.pattern || anyPattern}
          options={[anyPattern, ...patternIds]}
          labelOf={(pattern) =>
            pattern === anyPattern ? 'All patterns' : patternNames[pattern as PatternId]
          }
          onChange={(pattern) =>
            onChange({ pattern: pattern === anyPattern ? '' : (pattern as PatternId) })
          }
          className="h-10 sm:w-48"
        />
        <OptionSelect
          aria-label="Tag"
          value={filters.tag || anyTag}
          options={[anyTag, ...tags]}
          labelOf={(tag) => (tag === anyTag ? 'All tags' : tag)}
          onChange={(tag) => onChange({ tag: tag === anyTag ? '' : tag })}
          className="h-10 sm:w-44"
          disabled={tags.length === 0}
        />
        {showSolved && (
          <OptionSelect
            aria-label="Solved"
            value={filters.solved}
            options={SOLVED_FILTERS}
            labelOf={solvedLabel}
            onChange={(solved: SolvedFilter) => onChange({ solved })}
            className="col-span-2 h-10 sm:w-36"
          />
        )}
      </div>
    </div>
  );
}
