import type { ConstraintModule } from '../constraint-module.ts';
import { ints } from '../promise-kit.ts';

export const addTwoNumbers: ConstraintModule = {
  promises: {
    // The digits are stored in reverse, so a leading zero is a zero last node.
    'Neither number has leading zeros, except the number 0 itself.': ({ values }) => {
      for (const name of ['l1', 'l2']) {
        const digits = ints(values[name]);
        if (digits.length > 1 && digits.at(-1) === 0) return `${name} has a leading zero`;
      }
      return null;
    },
  },
};
