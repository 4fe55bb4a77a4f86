import type { ConstraintModule } from '../constraint-module.ts';
import { int, ints } from '../promise-kit.ts';

export const combinationSum: ConstraintModule = {
  promises: {
    // Combinations counted as coin change counts them: each candidate reused, order ignored.
    'Fewer than 150 combinations sum to target.': ({ values }) => {
      const target = int(values.target);
      const ways = new Array<number>(target + 1).fill(0);
      ways[0] = 1;
      for (const candidate of ints(values.candidates))
        for (let sum = candidate; sum <= target; sum++) ways[sum]! += ways[sum - candidate]!;
      return ways[target]! < 150 ? null : `${ways[target]} combinations sum to ${target}`;
    },
  },
};
