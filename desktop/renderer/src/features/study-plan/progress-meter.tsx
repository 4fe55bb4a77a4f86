/** "k / n solved" with a bar; the bar is a progressbar for assistive technology. */
export function ProgressMeter({
  label,
  solved,
  total,
  className = '',
}: {
  label: string;
  solved: number;
  total: number;
  className?: string;
}) {
  const percent = total === 0 ? 0 : Math.round((solved / total) * 100);
  return (
    <div className={`grid gap-1.5 ${className}`}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-medium tabular-nums" data-testid="progress-count">
          {solved} / {total}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={solved}
        aria-valuetext={`${solved} of ${total} solved`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
