import { LEGEND_BADGES, LEGEND_MEDALS } from '@zencode/shared/contract';
import { AwardIcon, MedalIcon } from 'lucide-react';
import { cn } from '@/lib/utils.ts';

/** Medal colours for ranks 1-3, soft enough for both themes. */
const medalTones = [
  'text-amber-500 dark:text-amber-300',
  'text-slate-400 dark:text-slate-300',
  'text-orange-700 dark:text-orange-400',
] as const;
const badgeTones = [
  'bg-amber-500/10 text-amber-700 ring-amber-500/25 dark:text-amber-200',
  'bg-slate-500/10 text-slate-600 ring-slate-500/25 dark:text-slate-200',
  'bg-orange-600/10 text-orange-800 ring-orange-600/25 dark:text-orange-300',
] as const;

/** True for the overall top three, who carry a badge and a medal. */
export const isLegend = (rank: number | '-' | null | undefined): rank is 1 | 2 | 3 =>
  rank === 1 || rank === 2 || rank === 3;

/** 'Zen Master', 'Zen Sage' or 'Zen Sensei' for ranks 1, 2 and 3. */
export function LegendBadge({ rank, className }: { rank: 1 | 2 | 3; className?: string }) {
  return (
    <span
      data-testid="legend-badge"
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        badgeTones[rank - 1],
        className,
      )}
    >
      <AwardIcon className="size-3.5" aria-hidden />
      {LEGEND_BADGES[rank - 1]}
    </span>
  );
}

/** The Gold, Silver or Bronze medal shown instead of #1, #2, #3. */
export function LegendMedal({ rank, className }: { rank: 1 | 2 | 3; className?: string }) {
  const label = `${LEGEND_MEDALS[rank - 1]} medal`;
  return (
    <span role="img" aria-label={label} title={label} className="inline-flex">
      <MedalIcon className={cn('size-5', medalTones[rank - 1], className)} aria-hidden />
    </span>
  );
}
