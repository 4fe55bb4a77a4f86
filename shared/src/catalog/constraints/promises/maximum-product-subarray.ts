import type { ConstraintModule } from '../constraint-module.ts';
import { ints } from '../promise-kit.ts';

export const maximumProductSubarray: ConstraintModule = {
  promises: {
    // Between zeros, no subarray's product is larger in size than the whole run's (every value
    // is at least 1 in size), so checking each run of non-zero values is enough.
    'The product of any subarray of nums fits in a 32-bit integer.': ({ values }) => {
      let size = 1n;
      for (const [index, value] of ints(values.nums).entries()) {
        size = value === 0 ? 1n : size * BigInt(Math.abs(value));
        if (size > 2n ** 31n - 1n) return `the product up to nums[${index}] exceeds 32 bits`;
      }
      return null;
    },
  },
};
