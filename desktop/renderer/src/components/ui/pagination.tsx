import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { movePage, paginationItems } from '@zencode/shared/rules';
import { cn } from '@/lib/utils.ts';
import { Button } from './button.tsx';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
}

/** Previous / numbered pages with ellipses / Next. Moves outside 1..totalPages are ignored. */
export function Pagination({ page, totalPages, onPageChange, className }: PaginationProps) {
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    const next = movePage(page, target, totalPages);
    if (next !== page) onPageChange(next);
  };
  return (
    <nav
      aria-label="Pagination"
      className={cn('flex flex-wrap items-center justify-center gap-1', className)}
    >
      <Button
        variant="ghost"
        size="sm"
        onClick={() => go(page - 1)}
        disabled={page <= 1}
        aria-label="Previous page"
      >
        <ChevronLeftIcon />
        <span className="hidden sm:inline">Previous</span>
      </Button>
      {paginationItems(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            variant={item === page ? 'outline' : 'ghost'}
            size="sm"
            className={cn(
              'min-w-8 tabular-nums',
              item === page && 'border-primary/40 text-primary',
            )}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            onClick={() => go(item)}
          >
            {item}
          </Button>
        ) : (
          <span key={item} aria-hidden className="px-1.5 text-sm text-muted-foreground select-none">
            …
          </span>
        ),
      )}
      <Button
        variant="ghost"
        size="sm"
        onClick={() => go(page + 1)}
        disabled={page >= totalPages}
        aria-label="Next page"
      >
        <span className="hidden sm:inline">Next</span>
        <ChevronRightIcon />
      </Button>
    </nav>
  );
}
