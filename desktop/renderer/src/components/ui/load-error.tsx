import { CircleAlertIcon } from 'lucide-react';
import { Button } from './button.tsx';

/** A page part that could not load: what failed, and a Try again button that loads it again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center"
    >
      <CircleAlertIcon className="size-8 text-destructive" />
      <p className="font-medium">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
