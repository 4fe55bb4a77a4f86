import type { ConstraintModule } from '../constraint-module.ts';

/** The lines name the parts of an interval. */
export const nonOverlappingIntervals: ConstraintModule = {
  names: {
    starti: 'intervals[i][0]',
    endi: 'intervals[i][1]',
  },
};
