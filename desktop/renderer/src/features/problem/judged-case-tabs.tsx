import type { SubmissionCaseResult } from '@zencode/shared/contract';
import { LockIcon } from 'lucide-react';
import { cn } from '@/lib/utils.ts';

/** One button per judged case, coloured by its verdict; a hidden case shows a lock. */
export function JudgedCaseTabs({
  cases,
  selected,
  onSelect,
}: {
  cases: SubmissionCaseResult[];
  selected: number;
  onSelect: (index: number) => void;
}) {
  return (
    <div className="flex flex-wrap gap-1" role="tablist" aria-label="Judged cases">
      {cases.map((result, index) => (
        <button
          key={result.index}
          type="button"
          role="tab"
          aria-selected={index === selected}
          aria-label={`Case ${result.index + 1}${result.hidden ? ' (hidden)' : ''}: ${result.verdict}`}
          title={`Case ${result.index + 1}${result.hidden ? ' (hidden)' : ''}: ${result.verdict}`}
          data-testid="submission-case"
          data-verdict={result.verdict}
          onClick={() => onSelect(index)}
          className={cn(
            'flex size-7 cursor-pointer items-center justify-center rounded-md text-[11px] font-semibold tabular-nums transition-[box-shadow,background-color] outline-none focus-visible:ring-2 focus-visible:ring-ring',
            result.verdict === 'Passed'
              ? 'bg-easy-soft text-easy'
              : result.verdict === 'Not Run'
                ? 'bg-muted text-muted-foreground'
                : 'bg-hard-soft text-hard',
            index === selected && 'ring-2 ring-foreground/30',
          )}
        >
          {result.hidden ? <LockIcon className="size-3 opacity-70" /> : result.index + 1}
        </button>
      ))}
    </div>
  );
}
