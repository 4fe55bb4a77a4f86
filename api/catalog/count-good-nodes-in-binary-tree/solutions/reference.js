/**
 * Definition for a binary tree node.
 * function TreeNode(val, left, right) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.left = (left===undefined ? null : left)
 *     this.right = (right===undefined ? null : right)
 * }
 */
/**
 * @param {TreeNode} root
 * @return {number}
 */
var goodNodes = function (root) {
  const count = (node, highest) => {
    if (!node) return 0;
    const good = node.val >= highest ? 1 : 0;
    const next = Math.max(highest, node.val);
    return good + count(node.left, next) + count(node.right, next);
  };
  return count(root, -Infinity);
};
