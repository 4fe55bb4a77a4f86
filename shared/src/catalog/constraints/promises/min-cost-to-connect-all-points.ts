import type { ConstraintModule } from '../constraint-module.ts';

/** The lines name the parts of a point. */
export const minCostToConnectAllPoints: ConstraintModule = {
  names: {
    x_i: 'points[i][0]',
    y_i: 'points[i][1]',
  },
};
