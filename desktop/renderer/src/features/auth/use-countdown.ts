import { useEffect, useState } from 'react';

/** Whole seconds counting down to 0, one tick a second; `start` (re)starts it. */
export function useCountdown(initialSeconds = 0): {
  seconds: number;
  start(seconds: number): void;
} {
  const [seconds, setSeconds] = useState(initialSeconds);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return { seconds, start: setSeconds };
}
