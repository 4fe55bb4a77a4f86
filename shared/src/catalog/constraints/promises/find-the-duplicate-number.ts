import type { ConstraintModule } from '../constraint-module.ts';
import { counts, ints } from '../promise-kit.ts';

export const findTheDuplicateNumber: ConstraintModule = {
  promises: {
    'Exactly one value appears two or more times; every other value appears at most once.': ({
      values,
    }) => {
      const repeated = [...counts(ints(values.nums))].filter(([, count]) => count >= 2);
      return repeated.length === 1 ? null : `${repeated.length} values appear more than once`;
    },
  },
};
