import type { ConstraintModule } from '../constraint-module.ts';
import { ints, rotatedAscending } from '../promise-kit.ts';

export const findMinimumInRotatedSortedArray: ConstraintModule = {
  promises: {
    // Rotating n times gives the sorted array back, so any rotation (or none) is allowed.
    'nums is an ascending array rotated between 1 and n times.': ({ values }) =>
      rotatedAscending(ints(values.nums)),
  },
};
