import type { ConstraintModule } from '../constraint-module.ts';

/** The lines name the parts of a point. */
export const detectSquares: ConstraintModule = {
  names: {
    x: 'point[0]',
    y: 'point[1]',
  },
};
