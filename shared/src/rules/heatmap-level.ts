import { HEATMAP_LEVEL_THRESHOLDS } from '../contract/index.ts';

export type HeatmapLevel = 0 | 1 | 2 | 3 | 4;

/** Intensity of a heatmap day: 0 for none, 1 for 1-5, 2 for 6-10, 3 for 11-20, 4 for over 20. */
export function heatmapLevel(count: number): HeatmapLevel {
  let level = 0;
  for (const threshold of HEATMAP_LEVEL_THRESHOLDS) if (count >= threshold) level += 1;
  return level as HeatmapLevel;
}
