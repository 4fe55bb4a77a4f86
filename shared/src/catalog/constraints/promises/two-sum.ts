import type { ConstraintModule } from '../constraint-module.ts';
import { int, ints, onePairSumming } from '../promise-kit.ts';

export const twoSum: ConstraintModule = {
  promises: {
    'Exactly one pair of indices adds up to target.': ({ values }) =>
      onePairSumming(ints(values.nums), int(values.target)),
  },
};
