/**
 * Definition for a binary tree node.
 * class TreeNode {
 *     val: number
 *     left: TreeNode | null
 *     right: TreeNode | null
 *     constructor(val?: number, left?: TreeNode | null, right?: TreeNode | null) {
 *         this.val = (val===undefined ? 0 : val)
 *         this.left = (left===undefined ? null : left)
 *         this.right = (right===undefined ? null : right)
 *     }
 * }
 */

function goodNodes(root: TreeNode | null): number {
  const count = (node: TreeNode | null, highest: number): number => {
    if (!node) return 0;
    const good = node.val >= highest ? 1 : 0;
    const next = Math.max(highest, node.val);
    return good + count(node.left, next) + count(node.right, next);
  };
  return count(root, -Infinity);
};
