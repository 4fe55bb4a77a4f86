import type { ConstraintModule } from '../constraint-module.ts';
import { ints } from '../promise-kit.ts';

export const constructBinaryTreeFromPreorderAndInorderTraversal: ConstraintModule = {
  promises: {
    'Each value of inorder also appears in preorder.': ({ values }) => {
      const preorder = new Set(ints(values.preorder));
      const missing = ints(values.inorder).find((value) => !preorder.has(value));
      return missing === undefined ? null : `${missing} is in inorder but not in preorder`;
    },
    // Rebuilds the tree: each preorder value must be the root of the inorder range left for it.
    'preorder and inorder are the pre-order and in-order traversals of the same tree.': ({
      values,
    }) => {
      const preorder = ints(values.preorder);
      const position = new Map(ints(values.inorder).map((value, index) => [value, index]));
      const ranges: [number, number][] = [[0, preorder.length - 1]];
      for (const [index, value] of preorder.entries()) {
        let range = ranges.pop();
        while (range && range[0] > range[1]) range = ranges.pop();
        const at = position.get(value);
        if (!range || at === undefined || at < range[0] || at > range[1])
          return `preorder[${index}] = ${value} cannot be the next root`;
        ranges.push([at + 1, range[1]], [range[0], at - 1]);
      }
      return null;
    },
  },
};
