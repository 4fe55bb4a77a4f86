import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { cn } from '@/lib/utils.ts';

/** An inline message under a form: an error (announced at once) or a quiet success. */
export function FormAlert({
  tone = 'error',
  children,
  className,
}: {
  tone?: 'error' | 'success';
  children: string | null | undefined;
  className?: string;
}) {
  if (!children) return null;
  const Icon = tone === 'error' ? CircleAlertIcon : CircleCheckIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm leading-snug',
        tone === 'error'
          ? 'border-destructive/30 bg-destructive/8 text-destructive'
          : 'border-primary/25 bg-primary/8 text-accent-foreground',
        className,
      )}
    >
      <Icon className="mt-px size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </div>
  );
}
