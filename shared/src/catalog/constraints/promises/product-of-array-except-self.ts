import type { ConstraintModule } from '../constraint-module.ts';
import { ints } from '../promise-kit.ts';

const int32 = [-(2n ** 31n), 2n ** 31n - 1n] as const;

export const productOfArrayExceptSelf: ConstraintModule = {
  promises: {
    'The product of any prefix or suffix of nums fits in a 32-bit integer.': ({ values }) => {
      const nums = ints(values.nums);
      for (const [name, order] of [
        ['prefix', nums],
        ['suffix', [...nums].reverse()],
      ] as const) {
        let product = 1n;
        for (const [length, value] of order.entries()) {
          product *= BigInt(value);
          if (product < int32[0] || product > int32[1])
            return `the ${name} of length ${length + 1} multiplies to ${product}`;
        }
      }
      return null;
    },
  },
};
