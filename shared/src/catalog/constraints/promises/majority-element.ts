import type { ConstraintModule } from '../constraint-module.ts';
import { counts, ints } from '../promise-kit.ts';

export const majorityElement: ConstraintModule = {
  promises: {
    'A majority element always exists.': ({ values }) => {
      const nums = ints(values.nums);
      const most = Math.max(0, ...counts(nums).values());
      return most * 2 > nums.length ? null : `no value fills more than half (at most ${most})`;
    },
  },
};
