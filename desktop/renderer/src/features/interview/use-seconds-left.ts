import { useEffect, useRef, useState } from 'react';
import type { HeldSession } from './interview-api.ts';
import { secondsLeft } from './interview-time.ts';

/**
 * The seconds left in a running session, on the server's clock, updated each second; `onTimeUp`
 * is called once when they reach 0.
 */
export function useSecondsLeft(session: HeldSession, onTimeUp: () => void): number {
  const [left, setLeft] = useState(() => secondsLeft(session));
  const timeUp = useRef(onTimeUp);
  useEffect(() => {
    timeUp.current = onTimeUp;
  });
  useEffect(() => {
    let called = false;
    const tick = () => {
      const next = secondsLeft(session);
      setLeft(next);
      if (next === 0 && !called) {
        called = true;
        timeUp.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [session]);
  return left;
}
