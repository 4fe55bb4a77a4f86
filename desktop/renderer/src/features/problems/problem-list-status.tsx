import { messages } from '@zencode/shared/contract';
import { InboxIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import type { ProblemViewMode } from './problem-list-params.ts';

type ProblemListStatusProps =
  | { kind: 'loading'; view: ProblemViewMode }
  | { kind: 'error'; message: string; onRetry: () => void }
  | { kind: 'empty'; onClearFilters: (() => void) | undefined };

/** What the list shows instead of problems: loading skeletons, the fetch error, or nothing found. */
export function ProblemListStatus(props: ProblemListStatusProps) {
  if (props.kind === 'loading') {
    return (
      <div role="status" aria-live="polite">
        <p className="mb-3 text-xs text-muted-foreground">{messages.loadingProblems}</p>
        {props.view === 'grid' ? (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, index) => (
              <div key={index} className="space-y-3 rounded-xl border bg-card p-5">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-4/5" />
                <div className="flex gap-2 pt-2">
                  <Skeleton className="h-5 w-14 rounded-full" />
                  <Skeleton className="h-5 w-16 rounded-full" />
                </div>
              </div>
            ))}
          </div>
        ) : (
          <div className="divide-y rounded-xl border bg-card">
            {Array.from({ length: 8 }, (_, index) => (
              <div key={index} className="flex items-center gap-3 px-4 py-3.5">
                <Skeleton className="h-4 flex-1" />
                <Skeleton className="h-5 w-12 rounded-full" />
              </div>
            ))}
          </div>
        )}
      </div>
    );
  }
  if (props.kind === 'error') {
    return <LoadError message={props.message} onRetry={props.onRetry} />;
  }
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
      <InboxIcon className="size-8 text-muted-foreground" />
      {/* 'No problems available.' means an empty catalogue; a search that finds nothing says so. */}
      <p className="font-medium">
        {props.onClearFilters ? messages.noProblemsMatch : messages.noProblems}
      </p>
      {props.onClearFilters && (
        <>
          <p className="text-sm text-muted-foreground">Try other words or fewer filters.</p>
          <Button variant="outline" size="sm" onClick={props.onClearFilters}>
            Clear filters
          </Button>
        </>
      )}
    </div>
  );
}
