import type { ConstraintModule } from '../constraint-module.ts';
import { inorderValues, levelOrderTree } from '../promise-kit.ts';

export const kthSmallestElementInABst: ConstraintModule = {
  promises: {
    // A binary search tree's in-order values rise strictly.
    'The tree is a valid binary search tree.': ({ values }) => {
      const inorder = inorderValues(levelOrderTree(values.root));
      const at = inorder.findIndex((value, index) => index > 0 && value <= inorder[index - 1]!);
      return at === -1 ? null : `in order, ${inorder[at]} follows ${inorder[at - 1]}`;
    },
  },
};
