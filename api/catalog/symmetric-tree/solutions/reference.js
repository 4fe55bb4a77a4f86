/**
 * @param {TreeNode} root
 * @return {boolean}
 */
var isSymmetric = function (root) {
  const mirrored = (a, b) =>
    !a || !b ? a === b : a.val === b.val && mirrored(a.left, b.right) && mirrored(a.right, b.left);
  return mirrored(root.left, root.right);
};
