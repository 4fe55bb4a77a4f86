import { heatmapDays } from '@zencode/shared/rules';
import { describe, expect, it } from 'vitest';
import { heatmapWeeks } from './heatmap-weeks.ts';

describe('heatmapWeeks', () => {
  it('puts every day in its weekday row, Sunday first, with gaps before and after', () => {
    // 2026-11-20 is a Friday; the 365 days start on Friday 2025-11-21.
    const days = heatmapDays([{ date: '2026-11-18', count: 7 }], '2026-11-20');
    const { weeks } = heatmapWeeks(days);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]!.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(weeks[0]![5]).toMatchObject({ date: '2025-11-21', count: 0, level: 0 });
    const last = weeks.at(-1)!;
    expect(last[5]).toMatchObject({ date: '2026-11-20' });
    expect(last[6]).toBeNull();
    expect(last[3]).toEqual({ date: '2026-11-18', count: 7, level: 2 });
    expect(weeks.flat().filter(Boolean)).toHaveLength(365);
  });

  it('labels months where they start, never crowded', () => {
    const days = heatmapDays([], '2026-11-22');
    const { months } = heatmapWeeks(days);
    expect(months.map((month) => month.label)).toEqual([
      'Dec',
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
    ]);
    for (let index = 1; index < months.length; index += 1) {
      expect(months[index]!.column - months[index - 1]!.column).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives nothing for no days', () => {
    expect(heatmapWeeks([])).toEqual({ weeks: [], months: [] });
  });
});
