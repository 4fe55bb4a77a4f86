import { describe, expect, it } from 'vitest';
import { heatmapDays } from './heatmap-days.ts';
import { computeStreak } from './streak.ts';

describe('heatmapDays', () => {
  it('gives 365 days ending today by default', () => {
    const days = heatmapDays([], '2025-03-10');
    expect(days).toHaveLength(365);
    expect(days.at(-1)).toEqual({ date: '2025-03-10', count: 0 });
    expect(days[0]?.date).toBe('2024-03-11');
  });

  it('places counts on their days and drops entries outside the window', () => {
    const days = heatmapDays(
      [
        { date: '2025-03-09', count: 2 },
        { date: '2025-03-07', count: 1 },
        { date: '2020-01-01', count: 9 },
      ],
      '2025-03-10',
      5,
    );
    expect(days).toEqual([
      { date: '2025-03-06', count: 0 },
      { date: '2025-03-07', count: 1 },
      { date: '2025-03-08', count: 0 },
      { date: '2025-03-09', count: 2 },
      { date: '2025-03-10', count: 0 },
    ]);
  });

  it('crosses leap days', () => {
    expect(heatmapDays([], '2024-03-01', 3).map((d) => d.date)).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
  });

  it('makes the streak rule break on a missed calendar day', () => {
    const sparse = [
      { date: '2025-03-07', count: 1 },
      { date: '2025-03-09', count: 1 },
    ];
    expect(computeStreak(sparse, '2025-03-10')).toBe(2);
    expect(computeStreak(heatmapDays(sparse, '2025-03-10'), '2025-03-10')).toBe(1);
  });

  it('refuses a malformed today', () => {
    expect(() => heatmapDays([], 'today')).toThrow(RangeError);
  });
});
