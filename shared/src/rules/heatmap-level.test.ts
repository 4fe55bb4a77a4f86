import { describe, expect, it } from 'vitest';
import { heatmapLevel } from './heatmap-level.ts';

describe('heatmapLevel', () => {
  it.each([
    [0, 0],
    [-1, 0],
    [Number.NaN, 0],
    [1, 1],
    [5, 1],
    [6, 2],
    [10, 2],
    [11, 3],
    [20, 3],
    [21, 4],
    [1000, 4],
  ])('puts %d submissions at level %d', (count, level) => {
    expect(heatmapLevel(count)).toBe(level);
  });
});
