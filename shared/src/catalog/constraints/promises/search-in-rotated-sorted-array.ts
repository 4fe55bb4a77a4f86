import type { ConstraintModule } from '../constraint-module.ts';
import { ints, rotatedAscending } from '../promise-kit.ts';

export const searchInRotatedSortedArray: ConstraintModule = {
  promises: {
    'nums is an ascending array that may have been rotated.': ({ values }) =>
      rotatedAscending(ints(values.nums)),
  },
};
