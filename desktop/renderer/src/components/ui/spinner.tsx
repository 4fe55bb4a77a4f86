import { LoaderCircleIcon } from 'lucide-react';
import { cn } from '@/lib/utils.ts';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <LoaderCircleIcon
      role="status"
      aria-label={label}
      className={cn('size-5 animate-spin text-muted-foreground', className)}
    />
  );
}
