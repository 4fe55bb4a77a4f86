import type { ConstraintModule } from '../constraint-module.ts';
import { counts, ints } from '../promise-kit.ts';

export const singleNumber: ConstraintModule = {
  promises: {
    'Every value appears exactly twice, except one value that appears exactly once.': ({
      values,
    }) => {
      const seen = [...counts(ints(values.nums))];
      const once = seen.filter(([, count]) => count === 1).length;
      const other = seen.find(([, count]) => count > 2);
      if (other) return `${other[0]} appears ${other[1]} times`;
      return once === 1 ? null : `${once} values appear once`;
    },
  },
};
