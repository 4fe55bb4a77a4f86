import type { ConstraintModule } from '../constraint-module.ts';
import { rows } from '../promise-kit.ts';

export const mergeKSortedLists: ConstraintModule = {
  promises: {
    'The lists hold at most 10^4 nodes in total.': ({ values }) => {
      const total = rows(values.lists).reduce((sum, list) => sum + list.length, 0);
      return total <= 10_000 ? null : `the lists hold ${total} nodes`;
    },
  },
};
