import { PROBLEM_SIDEBAR_SKELETON_ROWS, type Problem } from '@zencode/shared/contract';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { SidebarProblemLink } from './sidebar-problem-link.tsx';

/**
 * The sidebar's problems (those `shown` of the loaded `problems`), the current one marked;
 * skeleton rows while they load.
 */
export function SidebarProblemList({
  problems,
  shown,
  currentId,
  solvedIds,
  onOpen,
}: {
  problems: Problem[] | undefined;
  shown: Problem[];
  currentId: string;
  solvedIds: ReadonlySet<string> | null;
  onOpen: () => void;
}) {
  return (
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
            onOpen={onOpen}
          />
        ))}
      </ul>
    </nav>
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
