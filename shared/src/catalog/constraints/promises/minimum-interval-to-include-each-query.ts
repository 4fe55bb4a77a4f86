import type { ConstraintModule } from '../constraint-module.ts';

/** The lines name the parts of an interval. */
export const minimumIntervalToIncludeEachQuery: ConstraintModule = {
  names: {
    lefti: 'intervals[i][0]',
    righti: 'intervals[i][1]',
  },
};
