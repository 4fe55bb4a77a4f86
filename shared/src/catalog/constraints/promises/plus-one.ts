import type { ConstraintModule } from '../constraint-module.ts';
import { ints } from '../promise-kit.ts';

export const plusOne: ConstraintModule = {
  promises: {
    'digits has no leading zero.': ({ values }) => {
      const digits = ints(values.digits);
      return digits.length > 1 && digits[0] === 0 ? 'digits starts with 0' : null;
    },
  },
};
