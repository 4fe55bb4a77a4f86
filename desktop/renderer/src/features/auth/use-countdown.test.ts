import { describe, expect, it } from 'vitest';
import { secondsLeft } from './use-countdown.ts';

describe('secondsLeft', () => {
  it('rounds up, so the last second still shows 1', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 1)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
  });

  it('is 0 at and after the end', () => {
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
  });
});
