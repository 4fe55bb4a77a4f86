import {
  DIFFICULTY_FILTERS,
  DIFFICULTY_FILTER_ALL,
  PROBLEM_SIDEBAR_SKELETON_ROWS,
  type Problem,
  pageRoutes,
} from '@zencode/shared/contract';
import { type DifficultyFilter, filterProblems } from '@zencode/shared/rules';
import { useState } from 'react';
import { Link } from 'react-router';
import { OptionSelect } from '@/components/ui/option-select.tsx';
import { SearchInput } from '@/components/ui/search-input.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { SidebarProblemLink } from './sidebar-problem-link.tsx';

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
        <nav aria-label="Problems" className="flex-1 overflow-y-auto py-2">
          {!problems && <SidebarSkeleton />}
          {problems && shown.length === 0 && (
            <p className="px-4 py-6 text-sm text-muted-foreground">No problems match.</p>
          )}
          <ul>
            {shown.map((problem) => (
              <SidebarProblemLink
                key={problem._id}
                problem={problem}
                current={problem._id === currentId}
                solved={solvedIds?.has(problem._id) ?? false}
                onOpen={() => onOpenChange(false)}
              />
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}

/** Rows standing in for the problems while they load. */
function SidebarSkeleton() {
  return Array.from({ length: PROBLEM_SIDEBAR_SKELETON_ROWS }, (_, index) => (
    <div key={index} className="flex items-center gap-3 px-4 py-2.5" data-testid="sidebar-skeleton">
      <Skeleton className="size-4 rounded-full" />
      <Skeleton className="h-3.5 flex-1" />
      <Skeleton className="h-3.5 w-10" />
    </div>
  ));
}
