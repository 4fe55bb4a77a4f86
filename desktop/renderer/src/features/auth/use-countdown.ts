import { useEffect, useState } from 'react';

/** Whole seconds left until `endsAt` (ms since the epoch), rounded up, never below 0. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * A countdown in whole seconds; `start` (re)starts it. It counts against the clock rather than
 * counting ticks, so a throttled background tab still ends on time.
 */
export function useCountdown(initialSeconds = 0): {
  seconds: number;
  start(seconds: number): void;
} {
  const [now, setNow] = useState(() => Date.now());
  const [endsAt, setEndsAt] = useState(() => now + initialSeconds * 1000);
  const running = endsAt > now;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running, endsAt]);

  return {
    seconds: secondsLeft(endsAt, now),
    start(seconds) {
      const startedAt = Date.now();
      setNow(startedAt);
      setEndsAt(startedAt + seconds * 1000);
    },
  };
}
