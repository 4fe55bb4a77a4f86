import { cn } from '@/lib/utils.ts';

/** A labelled, monospaced value (input, output, expected, stdout), wrapped and scrollable. */
export function CaseValue({
  label,
  value,
  tone = 'default',
  testId,
}: {
  label: string;
  value: string;
  tone?: 'default' | 'error' | 'muted';
  testId?: string;
}) {
  return (
    <div className="space-y-1.5">
      <div className="text-xs font-medium text-muted-foreground">{label}</div>
      <pre
        data-testid={testId}
        className={cn(
          'max-h-48 overflow-auto rounded-md border bg-muted/40 px-3 py-2 font-mono text-[13px] leading-relaxed break-all whitespace-pre-wrap',
          tone === 'error' && 'border-hard/30 bg-hard-soft/40 text-hard',
          tone === 'muted' && 'text-muted-foreground',
        )}
      >
        {value === '' ? ' ' : value}
      </pre>
    </div>
  );
}
