import type { ConstraintModule } from '../constraint-module.ts';

/** The lines name the parts of an interval. */
export const mergeIntervals: ConstraintModule = {
  names: {
    start_i: 'intervals[i][0]',
    end_i: 'intervals[i][1]',
  },
};
