import { describe, expect, it } from 'vitest';
import { scheduleFromLog } from './review-schedule.ts';

const at = (iso: string) => new Date(iso);

describe('scheduleFromLog', () => {
  it('schedules a first Again sooner than Good, Good sooner than Easy, days away', () => {
    const first = (rating: 'Again' | 'Good' | 'Easy') =>
      scheduleFromLog([{ rating, reviewedAt: at('2026-11-01T10:00:00Z') }]).due.getTime();
    expect(first('Again')).toBeGreaterThanOrEqual(at('2026-11-02T10:00:00Z').getTime());
    expect(first('Again')).toBeLessThan(first('Good'));
    expect(first('Good')).toBeLessThan(first('Easy'));
  });

  it('gives the same schedule for the same log, in any order', () => {
    const log = [
      { rating: 'Good' as const, reviewedAt: at('2026-11-01T10:00:00Z') },
      { rating: 'Hard' as const, reviewedAt: at('2026-11-05T10:00:00Z') },
    ];
    expect(scheduleFromLog(log)).toEqual(scheduleFromLog([...log].reverse()));
    expect(scheduleFromLog(log).reps).toBe(2);
  });
});
