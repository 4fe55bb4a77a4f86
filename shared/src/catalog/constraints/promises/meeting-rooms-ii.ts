import type { ConstraintModule } from '../constraint-module.ts';

/** The lines name the parts of a meeting. */
export const meetingRoomsIi: ConstraintModule = {
  names: {
    starti: 'intervals[i][0]',
    endi: 'intervals[i][1]',
  },
};
