import {
  DIFFICULTY_FILTERS,
  DIFFICULTY_FILTER_ALL,
  type Problem,
  pageRoutes,
} from '@zencode/shared/contract';
import { type DifficultyFilter, filterProblems } from '@zencode/shared/rules';
import { useState } from 'react';
import { Link } from 'react-router';
import { OptionSelect } from '@/components/ui/option-select.tsx';
import { SearchInput } from '@/components/ui/search-input.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet.tsx';
import { SidebarProblemList } from './sidebar-problem-list.tsx';

/**
 * The problems sidebar: slides in from the left over an overlay and closes on Escape, overlay
 * click or a problem click. Search (name or statement), difficulty filter, current problem marked.
 */
export function ProblemsSidebar({
  open,
  onOpenChange,
  problems,
  currentId,
  solvedIds,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  problems: Problem[] | undefined;
  currentId: string;
  solvedIds: ReadonlySet<string> | null;
}) {
  const [search, setSearch] = useState('');
  const [difficulty, setDifficulty] = useState<DifficultyFilter>(DIFFICULTY_FILTER_ALL);
  const shown = problems ? filterProblems(problems, search, difficulty) : [];

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        className="w-1/3 max-w-lg min-w-[300px] gap-0 sm:max-w-lg"
        data-testid="problems-sidebar"
      >
        <div className="space-y-3 border-b p-4 pr-12">
          <SheetTitle asChild>
            <Link
              to={pageRoutes.problems}
              onClick={() => onOpenChange(false)}
              className="text-base font-semibold hover:text-primary"
            >
              Problems
            </Link>
          </SheetTitle>
          <SheetDescription className="sr-only">Find a problem and open it.</SheetDescription>
          <div className="flex gap-2">
            <SearchInput value={search} onChange={setSearch} label="Search problems..." compact />
            <OptionSelect
              aria-label="Difficulty"
              value={difficulty}
              options={DIFFICULTY_FILTERS}
              onChange={setDifficulty}
              className="h-9 w-28"
            />
          </div>
        </div>
        <SidebarProblemList
          problems={problems}
          shown={shown}
          currentId={currentId}
          solvedIds={solvedIds}
          onOpen={() => onOpenChange(false)}
        />
      </SheetContent>
    </Sheet>
  );
}
