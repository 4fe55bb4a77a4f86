import type { Literal } from '../../../judge/literal/index.ts';
import type { ConstraintModule } from '../constraint-module.ts';

/** The list is written as [value, random index] pairs; n is its length. */
export const copyListWithRandomPointer: ConstraintModule = {
  names: { n: 'head.length' },
  promises: {
    'Node.random is null or a node of the list.': ({ values }) => {
      const nodes = (values.head ?? []) as Literal[][];
      for (const [index, [, random]] of nodes.entries()) {
        if (random === null) continue;
        const at = Number(random as bigint);
        if (!(at >= 0 && at < nodes.length)) return `node ${index}'s random is ${at}, not a node`;
      }
      return null;
    },
  },
};
