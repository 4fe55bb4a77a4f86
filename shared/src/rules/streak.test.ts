import { describe, expect, it } from 'vitest';
import { computeStreak } from './streak.ts';

const today = '2025-03-10';
const day = (date: string, count: number) => ({ date, count });

describe('computeStreak', () => {
  it('gives 0 for empty or non-list input', () => {
    expect(computeStreak([], today)).toBe(0);
    expect(computeStreak(null, today)).toBe(0);
    expect(computeStreak(undefined, today)).toBe(0);
    expect(computeStreak({ date: today, count: 3 }, today)).toBe(0);
    expect(computeStreak('2025-03-10', today)).toBe(0);
  });

  // [what, entries, streak]
  it.each([
    [
      'counts back from today when today has submissions',
      [day('2025-03-07', 0), day('2025-03-08', 2), day('2025-03-09', 1), day(today, 4)],
      3,
    ],
    [
      'sorts the entries before counting',
      [day(today, 4), day('2025-03-08', 2), day('2025-03-07', 0), day('2025-03-09', 1)],
      3,
    ],
    [
      'skips today when its count is 0 and counts back from the previous entry',
      [day('2025-03-07', 1), day('2025-03-08', 2), day('2025-03-09', 1), day(today, 0)],
      3,
    ],
    [
      'counts back from the latest entry when it is not today',
      [day('2025-03-01', 5), day('2025-03-02', 0), day('2025-03-03', 1), day('2025-03-04', 2)],
      2,
    ],
    [
      'counts runs of consecutive entries, ignoring calendar gaps',
      [day('2025-01-01', 1), day('2025-02-15', 1), day('2025-03-09', 1), day(today, 1)],
      4,
    ],
  ] as const)('%s', (_, entries, streak) => {
    expect(computeStreak(entries, today)).toBe(streak);
  });

  it('gives 0 when today and the entry before it are both 0', () => {
    expect(computeStreak([day('2025-03-09', 0), day(today, 0)], today)).toBe(0);
    expect(computeStreak([day(today, 0)], today)).toBe(0);
  });

  it('gives 0 when the latest entry is not today and has count 0', () => {
    expect(computeStreak([day('2025-03-08', 3), day('2025-03-09', 0)], today)).toBe(0);
  });

  it('counts a single entry today', () => {
    expect(computeStreak([day(today, 1)], today)).toBe(1);
  });

  it('treats a latest entry after today like any latest entry that is not today', () => {
    expect(computeStreak([day('2025-03-11', 1), day(today, 0)], today)).toBe(1);
    expect(computeStreak([day(today, 2), day('2025-03-11', 1)], today)).toBe(2);
  });

  it('ignores malformed entries', () => {
    const entries = [day('2025-03-08', 1), { date: '2025-03-09' }, 42, null, day(today, 1)];
    expect(computeStreak(entries, today)).toBe(2);
  });
});
