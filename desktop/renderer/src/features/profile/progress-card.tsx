import type { ProgressStats } from '@zencode/shared/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { cn } from '@/lib/utils.ts';

const rows = [
  { key: 'easy', label: 'Easy', bar: 'bg-easy', text: 'text-easy' },
  { key: 'medium', label: 'Medium', bar: 'bg-medium', text: 'text-medium' },
  { key: 'hard', label: 'Hard', bar: 'bg-hard', text: 'text-hard' },
] as const;

/** Solved problems by difficulty, and all of them over the problems there are. */
export function ProgressCard({ stats, total }: { stats: ProgressStats; total: number }) {
  const solved = stats.easy + stats.medium + stats.hard;
  const share = total > 0 ? Math.min(1, solved / total) : 0;
  const circumference = 2 * Math.PI * 40;
  return (
    <Card data-testid="progress-card">
      <CardHeader className="pb-4">
        <CardTitle>Progress</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-6 sm:flex-row sm:gap-8">
        <div className="relative size-32 shrink-0">
          <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden>
            <circle cx="50" cy="50" r="40" fill="none" strokeWidth="8" className="stroke-muted" />
            <circle
              cx="50"
              cy="50"
              r="40"
              fill="none"
              strokeWidth="8"
              strokeLinecap="round"
              className="stroke-primary transition-[stroke-dashoffset] duration-700"
              strokeDasharray={circumference}
              strokeDashoffset={circumference * (1 - share)}
            />
          </svg>
          <div className="absolute inset-0 flex flex-col items-center justify-center">
            <span className="text-2xl font-semibold tabular-nums" data-testid="progress-solved">
              {solved}
            </span>
            <span className="text-xs text-muted-foreground tabular-nums">
              of <span data-testid="progress-total">{total}</span> solved
            </span>
          </div>
        </div>
        <dl className="grid w-full gap-3">
          {rows.map(({ key, label, bar, text }) => (
            <div key={key} className="grid grid-cols-[1fr_auto] items-baseline gap-y-1.5 text-sm">
              <dt className={cn('font-medium', text)}>{label}</dt>
              <dd className="tabular-nums" data-testid={`progress-${key}`}>
                {stats[key]}
              </dd>
              <dd aria-hidden className="col-span-2 h-1.5 overflow-hidden rounded-full bg-muted">
                <div
                  className={cn('h-full rounded-full transition-[width] duration-700', bar)}
                  style={{ width: `${solved > 0 ? (stats[key] / solved) * 100 : 0}%` }}
                />
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
