import type { ConstraintModule } from '../constraint-module.ts';
import { counts, int, ints } from '../promise-kit.ts';

const frequencies = (nums: number[]) => [...counts(nums).values()].sort((a, b) => b - a);

export const topKFrequentElements: ConstraintModule = {
  promises: {
    'k is between 1 and the number of distinct values in nums.': ({ values }) => {
      const [k, distinct] = [int(values.k), new Set(ints(values.nums)).size];
      return k >= 1 && k <= distinct ? null : `k = ${k}, with ${distinct} distinct values`;
    },
    // Well defined when the k-th and the (k+1)-th highest counts differ.
    'The answer is unique: the k most frequent values are well defined.': ({ values }) => {
      const [k, counted] = [int(values.k), frequencies(ints(values.nums))];
      return k >= counted.length || counted[k - 1] !== counted[k]
        ? null
        : `the ${k}th and ${k + 1}th most frequent values both appear ${counted[k]} times`;
    },
  },
};
