import type { ConstraintModule } from '../constraint-module.ts';
import { int, ints } from '../promise-kit.ts';

export const kthLargestElementInAStream: ConstraintModule = {
  promises: {
    'The stream holds at least k values whenever add returns.': ({ scopes }) => {
      const [constructor, ...adds] = scopes;
      const k = int(constructor?.values.k);
      let held = ints(constructor?.values.nums).length;
      for (const add of adds) if (++held < k) return `${add.label}: only ${held} values`;
      return null;
    },
  },
};
