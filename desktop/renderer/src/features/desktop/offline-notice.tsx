import { CloudOffIcon } from 'lucide-react';
import { cn } from '@/lib/utils.ts';

/**
 * A calm line saying the desktop app could not reach the server: the page shows the last copy
 * saved on this computer, or nothing was saved (the text says which).
 */
export function OfflineNotice({ children, className }: { children: string; className?: string }) {
  return (
    <p
      role="status"
      data-testid="offline-notice"
      className={cn(
        'flex items-start gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm text-muted-foreground',
        className,
      )}
    >
      <CloudOffIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}
