import type { Literal } from '../../../judge/literal/index.ts';
import type { ConstraintModule } from '../constraint-module.ts';
import { int } from '../promise-kit.ts';

export const lowestCommonAncestorOfABinarySearchTree: ConstraintModule = {
  promises: {
    'p and q are nodes of the tree.': ({ values }) => {
      const tree = (values.root ?? []) as Literal[];
      const nodes = new Set(tree.filter((value) => value !== null).map(int));
      for (const name of ['p', 'q'])
        if (!nodes.has(int(values[name])))
          return `${name} = ${int(values[name])} is not in the tree`;
      return null;
    },
  },
};
