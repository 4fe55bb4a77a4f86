import { BugIcon } from 'lucide-react';
import { Markdown } from '@/components/ui/markdown.tsx';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import type { ReviewResult } from './request-review.ts';

/** The review in a sheet from the right: skeleton lines while it is written, then Markdown. */
export function ReviewSheet({
  open,
  onOpenChange,
  pending,
  result,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  result: ReviewResult | undefined;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full gap-0 sm:max-w-xl" data-testid="review-sheet">
        <SheetHeader className="border-b">
          <SheetTitle className="flex items-center gap-2">
            <BugIcon className="size-4 text-primary" /> Code review
          </SheetTitle>
          <SheetDescription>
            Compiler diagnostics, failing examples and hints for your code.
          </SheetDescription>
        </SheetHeader>
        <div className="flex-1 overflow-y-auto px-5 py-4" aria-live="polite">
          {pending ? (
            <div className="space-y-3" role="status" aria-label="Reviewing your code">
              {[70, 92, 55, 80, 64].map((width) => (
                <Skeleton key={width} className="h-3.5" style={{ width: `${width}%` }} />
              ))}
            </div>
          ) : result?.kind === 'review' ? (
            <Markdown>{result.markdown}</Markdown>
          ) : result ? (
            <p className="text-sm text-muted-foreground" data-testid="review-message">
              {result.text}
            </p>
          ) : null}
        </div>
      </SheetContent>
    </Sheet>
  );
}
