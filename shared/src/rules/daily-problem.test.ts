import { describe, expect, it } from 'vitest';
import {
  addDays,
  dailyCycleEnd,
  dailyProblemFromCycles,
  dailyProblemIndex,
  dailyProblemOf,
  dailyStreak,
  newDailyCycle,
} from './daily-problem.ts';

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

describe('daily cycles', () => {
  const ids = ['a', 'b', 'c', 'd'];
  const first = newDailyCycle('2026-12-01', ids);

  it('visits each problem of a cycle once, in a seeded order', () => {
    expect(newDailyCycle('2026-12-01', [...ids].reverse())).toEqual(first);
    const days = [0, 1, 2, 3].map((day) =>
      dailyProblemFromCycles(addDays('2026-12-01', day), [first], ids),
    );
    expect(new Set(days)).toEqual(new Set(ids));
    expect(dailyCycleEnd(first)).toBe('2026-12-05');
    expect(dailyProblemFromCycles('2026-12-05', [first], ids)).toBeNull();
  });

  it('keeps every date of a cycle when a problem is published during it', () => {
    const grown = [...ids, 'e'];
    for (let day = 0; day < 4; day += 1) {
      const date = addDays('2026-12-01', day);
      expect(dailyProblemFromCycles(date, [first], grown)).toBe(
        dailyProblemFromCycles(date, [first], ids),
      );
    }
    // The new problem joins the next cycle.
    const next = newDailyCycle(dailyCycleEnd(first), grown);
    expect(next.problemIds).toContain('e');
  });

  it('gives an unpublished problem its day to the next of its cycle still published', () => {
    const date = '2026-12-02';
    const usual = dailyProblemFromCycles(date, [first], ids)!;
    const position = first.problemIds.indexOf(usual);
    const without = ids.filter((id) => id !== usual);
    expect(dailyProblemFromCycles(date, [first], without)).toBe(
      first.problemIds[(position + 1) % ids.length],
    );
  });

  it('keeps the old rule before the first cycle', () => {
    expect(dailyProblemFromCycles('2026-11-20', [first], ids)).toBe(
      dailyProblemOf('2026-11-20', ids),
    );
  });
});
