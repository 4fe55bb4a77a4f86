import { EyeIcon, EyeOffIcon, TimerIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { browserStorage } from '@/lib/local-learner-work.ts';
import { cn } from '@/lib/utils.ts';
import { clockFace, clockMark } from './interview-time.ts';

const hiddenKey = 'interview-clock-hidden';

/**
 * The session's countdown in the top bar: quiet figures in the muted colour, never red and never
 * blinking (a clock that shouts is the pressure a learner practises without). It can be hidden;
 * the choice is remembered. A screen reader hears the time left only at a few marks.
 */
export function InterviewCountdown({ seconds }: { seconds: number }) {
  const [hidden, setHidden] = useState(() => browserStorage()?.getItem(hiddenKey) === '1');
  const toggle = () => {
    const next = !hidden;
    setHidden(next);
    try {
      browserStorage()?.setItem(hiddenKey, next ? '1' : '0');
    } catch {
      // A full or blocked storage: the choice holds for this page only.
    }
  };
  return (
    <div className="flex items-center gap-0.5">
      <div
        role="timer"
        aria-label="Time left"
        data-testid="interview-countdown"
        className={cn(
          'flex items-center gap-1.5 rounded-md px-2 py-1 text-sm text-muted-foreground tabular-nums',
          hidden && 'sr-only',
        )}
      >
        <TimerIcon className="size-4 shrink-0" aria-hidden />
        <span aria-hidden>{clockFace(seconds)}</span>
        <span className="sr-only" aria-live="polite">
          {clockMark(seconds)}
        </span>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-muted-foreground"
        onClick={toggle}
        aria-label={hidden ? 'Show the time left' : 'Hide the time left'}
        title={hidden ? 'Show the time left' : 'Hide the time left'}
      >
        {hidden ? <EyeIcon /> : <EyeOffIcon />}
      </Button>
    </div>
  );
}
