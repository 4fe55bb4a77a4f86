import { cn } from '@/lib/utils.ts';
import { levelTones } from './heatmap-day.tsx';

/** "Less ▢▢▢▢▢ More": the five levels' colours. */
export function HeatmapLegend() {
  return (
    <div className="mt-3 flex items-center justify-end gap-1.5 text-[11px] text-muted-foreground">
      <span>Less</span>
      {levelTones.map((tone, level) => (
        <span key={level} aria-hidden className={cn('size-[11px] rounded-[3px]', tone)} />
      ))}
      <span>More</span>
    </div>
  );
}
