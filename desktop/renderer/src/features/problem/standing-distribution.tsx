import type { StandingMetric } from '@zencode/shared/contract';
import { cn } from '@/lib/utils.ts';

/** How a distribution writes its figures: the axis ends and one bar's range, in one unit. */
export interface DistributionScale {
  unit: string;
  /** The headline figure, as the result card writes it ('18.9 MB'). */
  value: string;
  ends: (low: number, high: number) => [string, string];
}

/**
 * One figure's distribution among the accepted submissions: a caption with the figure, where it
 * stands and how many it is among, then bars with a count axis and a labelled value axis.
 */
export function StandingDistribution({
  label,
  metric,
  scale,
  phrase,
  among,
}: {
  label: string;
  metric: StandingMetric;
  scale: DistributionScale;
  phrase: string;
  /** 'of 3 accepted Python submissions'. */
  among: string;
}) {
  const highest = Math.max(...metric.buckets.map((bucket) => bucket.count), 1);
  const first = metric.buckets[0];
  const last = metric.buckets.at(-1);
  const [low, high] = scale.ends(first?.from ?? metric.value, last?.to ?? metric.value);
  const mineBucket = metric.buckets[metric.mine];
  const mineRange = mineBucket ? scale.ends(mineBucket.from, mineBucket.to).join('–') : '';
  return (
    <figure
      className="space-y-2 rounded-lg border p-3"
      data-testid={`standing-${label.toLowerCase()}`}
    >
      <figcaption className="text-sm">
        <span className="font-medium">
          {label} {scale.value}
        </span>{' '}
        <span className="text-muted-foreground">
          · {phrase} {metric.beats}% {among}
        </span>
      </figcaption>
      <div className="flex gap-1.5">
        <div
          className="flex w-6 shrink-0 flex-col justify-between text-right text-[11px] text-muted-foreground tabular-nums"
          aria-hidden="true"
        >
          <span data-testid="axis-count-top">{highest}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <div
            role="img"
            aria-label={`${label} distribution, ${low} to ${high} ${scale.unit}; yours is in the bar for ${mineRange} ${scale.unit}`}
            className="flex h-16 items-end gap-0.5 border-b border-l border-muted-foreground/40 pl-0.5"
          >
            {metric.buckets.map((bucket, index) => {
              const [from, to] = scale.ends(bucket.from, bucket.to);
              return (
                <div
                  key={bucket.from}
                  title={`${from}–${to} ${scale.unit}: ${bucket.count} ${bucket.count === 1 ? 'submission' : 'submissions'}`}
                  className={cn(
                    'flex-1 rounded-t-sm',
                    index === metric.mine ? 'bg-primary' : 'bg-muted-foreground/30',
                  )}
                  style={{
                    height: `${Math.max((bucket.count / highest) * 100, bucket.count > 0 ? 8 : 2)}%`,
                  }}
                />
              );
            })}
          </div>
          <div
            className="mt-1 flex justify-between text-[11px] text-muted-foreground tabular-nums"
            aria-hidden="true"
            data-testid="axis-values"
          >
            <span>{low}</span>
            <span>
              {label} ({scale.unit})
            </span>
            <span>{high}</span>
          </div>
        </div>
      </div>
      <p className="text-[11px] text-muted-foreground" aria-hidden="true">
        Bar height: submissions · highlighted: yours
      </p>
    </figure>
  );
}
