import { describe, expect, it } from 'vitest';
import { addDays, dailyProblemIndex, dailyProblemOf, dailyStreak } from './daily-problem.ts';

describe('dailyProblemIndex', () => {
  it('is the same for a date every time, and changes the next day', () => {
    expect(dailyProblemIndex('2026-11-26', 150)).toBe(dailyProblemIndex('2026-11-26', 150));
    expect(dailyProblemIndex('2026-11-27', 150)).not.toBe(dailyProblemIndex('2026-11-26', 150));
  });

  it('visits every problem once per cycle before any repeats', () => {
    const count = 37;
    // The cycle that holds 2026-11-26 starts on a day number divisible by 37.
    const start = Math.floor(Date.parse('2026-11-26T00:00:00Z') / 86_400_000 / count) * count;
    const first = new Date(start * 86_400_000).toISOString().slice(0, 10);
    const seen = Array.from({ length: count }, (_unused, day) =>
      dailyProblemIndex(addDays(first, day), count),
    );
    expect(new Set(seen).size).toBe(count);
    const next = Array.from({ length: count }, (_unused, day) =>
      dailyProblemIndex(addDays(first, count + day), count),
    );
    expect(new Set(next).size).toBe(count);
    expect(next).not.toEqual(seen);
  });
});

describe('dailyStreak', () => {
  const dailyOn = (date: string) => `p-${date}`;
  it('counts back from today, or from yesterday while today is open', () => {
    const solved = new Set(['2026-11-24', '2026-11-25']);
    const solvedOn = (date: string, problem: string) =>
      solved.has(date) && problem === dailyOn(date);
    expect(dailyStreak('2026-11-26', dailyOn, solvedOn)).toBe(2);
    solved.add('2026-11-26');
    expect(dailyStreak('2026-11-26', dailyOn, solvedOn)).toBe(3);
    expect(dailyStreak('2026-11-28', dailyOn, solvedOn)).toBe(0);
  });

  it('counts only the day’s own daily problem', () => {
    expect(dailyStreak('2026-11-26', dailyOn, (date) => date === '2026-11-26')).toBe(1);
    expect(dailyStreak('2026-11-26', dailyOn, () => false)).toBe(0);
    expect(dailyStreak('2026-11-26', dailyOn, (_date, problem) => problem === 'other')).toBe(0);
  });
});

describe('dailyProblemOf', () => {
  it('names the same problem whatever order the ids come in (server and desktop agree)', () => {
    // 'a-b' sorts before 'ab' by code unit; a collation that ignores hyphens would not say so.
    const ids = ['two-sum', 'ab', 'a-b', 'valid-parentheses', 'climbing-stairs'];
    const ordered = ['a-b', 'ab', 'climbing-stairs', 'two-sum', 'valid-parentheses'];
    for (const date of ['2026-11-26', '2026-11-27', '2027-01-01']) {
      const expected = ordered[dailyProblemIndex(date, ordered.length)];
      expect(dailyProblemOf(date, ids)).toBe(expected);
      expect(dailyProblemOf(date, [...ids].reverse())).toBe(expected);
    }
    expect(dailyProblemOf('2026-11-26', [])).toBeNull();
  });
});
