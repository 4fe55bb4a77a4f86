import type { ConstraintModule } from '../constraint-module.ts';

/** The lines name the parts of a prerequisite pair. */
export const courseScheduleIi: ConstraintModule = {
  names: {
    a_i: 'prerequisites[i][0]',
    b_i: 'prerequisites[i][1]',
  },
};
