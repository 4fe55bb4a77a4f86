import { cn } from '@/lib/utils.ts';

const good = new Set(['Correct', 'Passed', 'Accepted', 'Custom']);

/**
 * A verdict word in green (Correct, Passed, Accepted), neutral (Custom, Not Run) or red (anything
 * else).
 */
export function VerdictBadge({ verdict, className }: { verdict: string; className?: string }) {
  return (
    <span
      data-verdict={verdict}
      className={cn(
        'inline-flex items-center rounded-md px-2 py-0.5 text-xs font-semibold',
        verdict === 'Custom' || verdict === 'Not Run'
          ? 'bg-secondary text-secondary-foreground'
          : good.has(verdict)
            ? 'bg-easy-soft text-easy'
            : 'bg-hard-soft text-hard',
        className,
      )}
    >
      {verdict}
    </span>
  );
}
