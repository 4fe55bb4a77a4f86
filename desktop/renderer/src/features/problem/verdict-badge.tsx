import { cn } from '@/lib/utils.ts';

const good = new Set(['Correct', 'Passed', 'Accepted', 'Custom']);

/**
 * A verdict word in green (Correct, Passed, Accepted), neutral (Custom, Not Run), amber (a Custom
 * case whose answer differs from the reference's) or red (anything else).
 */
export function VerdictBadge({
  verdict,
  tone,
  className,
}: {
  verdict: string;
  tone?: 'differs' | undefined;
  className?: string;
}) {
  return (
    <span
      data-verdict={verdict}
      className={cn(
        'inline-flex items-center rounded-md px-2 py-0.5 text-xs font-semibold',
        tone === 'differs'
          ? 'bg-medium-soft text-medium'
          : verdict === 'Custom' || verdict === 'Not Run'
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
