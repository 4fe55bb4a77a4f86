import type { ConstraintModule } from '../constraint-module.ts';
import { ints } from '../promise-kit.ts';

export const gasStation: ConstraintModule = {
  promises: {
    // Start s works when no running total from s, around the circle, drops below zero: with
    // prefix sums P, P[j] >= P[s] after s and total + P[j] >= P[s] before it.
    'The input is such that the answer is unique.': ({ values }) => {
      const gas = ints(values.gas);
      const cost = ints(values.cost);
      const prefix = [0];
      gas.forEach((fuel, index) => prefix.push(prefix[index]! + fuel - cost[index]!));
      const total = prefix.at(-1)!;
      const n = gas.length;
      const minAfter = new Array<number>(n + 1).fill(Infinity);
      for (let index = n - 1; index >= 0; index--)
        minAfter[index] = Math.min(minAfter[index + 1]!, prefix[index + 1]!);
      let minBefore = Infinity;
      let starts = 0;
      for (let start = 0; start < n; start++) {
        if (minAfter[start]! >= prefix[start]! && total + minBefore >= prefix[start]!) starts++;
        minBefore = Math.min(minBefore, prefix[start + 1]!);
      }
      return starts <= 1 ? null : `${starts} stations can start the round`;
    },
  },
};
