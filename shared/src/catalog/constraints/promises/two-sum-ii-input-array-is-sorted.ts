import type { ConstraintModule } from '../constraint-module.ts';
import { int, ints, onePairSumming } from '../promise-kit.ts';

export const twoSumIiInputArrayIsSorted: ConstraintModule = {
  promises: {
    'Exactly one pair of positions adds up to target.': ({ values }) =>
      onePairSumming(ints(values.numbers), int(values.target)),
  },
};
