import type { ConstraintModule } from '../constraint-module.ts';

/** The lines name the parts of a triplet and the target. */
export const mergeTripletsToFormTargetTriplet: ConstraintModule = {
  names: {
    a_i: 'triplets[i][0]',
    b_i: 'triplets[i][1]',
    c_i: 'triplets[i][2]',
    x: 'target[0]',
    y: 'target[1]',
    z: 'target[2]',
  },
};
