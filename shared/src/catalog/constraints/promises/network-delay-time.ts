import type { ConstraintModule } from '../constraint-module.ts';

/** The lines name the parts of an edge with its time. */
export const networkDelayTime: ConstraintModule = {
  names: {
    u_i: 'times[i][0]',
    v_i: 'times[i][1]',
    w_i: 'times[i][2]',
  },
};
