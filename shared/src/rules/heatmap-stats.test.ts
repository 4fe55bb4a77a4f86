import { describe, expect, it } from 'vitest';
import { heatmapStats } from './heatmap-stats.ts';

const day = (date: string, count: number) => ({ date, count });

describe('heatmapStats', () => {
  it('gives zeros for empty or non-list input', () => {
    const zero = { totalSubmissions: 0, activeDays: 0, maxStreak: 0 };
    expect(heatmapStats([])).toEqual(zero);
    expect(heatmapStats(undefined)).toEqual(zero);
    expect(heatmapStats([day('2025-01-01', 0)])).toEqual(zero);
  });

  it('sums submissions and counts active days', () => {
    const stats = heatmapStats([day('2025-01-01', 3), day('2025-01-02', 0), day('2025-01-05', 2)]);
    expect(stats.totalSubmissions).toBe(5);
    expect(stats.activeDays).toBe(2);
  });

  it('finds the longest run of consecutive calendar days', () => {
    const entries = [
      day('2025-01-01', 1),
      day('2025-01-02', 1),
      day('2025-01-04', 1),
      day('2025-01-05', 1),
      day('2025-01-06', 1),
      day('2025-01-07', 0),
      day('2025-01-08', 1),
    ];
    expect(heatmapStats(entries).maxStreak).toBe(3);
  });

  it('follows calendar days across month and year ends, in any input order', () => {
    const entries = [
      day('2025-01-01', 1),
      day('2024-12-31', 1),
      day('2024-02-29', 1),
      day('2024-03-01', 1),
      day('2024-12-30', 1),
    ];
    expect(heatmapStats(entries).maxStreak).toBe(3);
  });

  it('merges duplicate dates', () => {
    expect(heatmapStats([day('2025-01-01', 1), day('2025-01-01', 2)])).toEqual({
      totalSubmissions: 3,
      activeDays: 1,
      maxStreak: 1,
    });
  });
});
