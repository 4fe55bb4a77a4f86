function isSymmetric(root: TreeNode | null): boolean {
  const mirrored = (a: TreeNode | null, b: TreeNode | null): boolean =>
    !a || !b ? a === b : a.val === b.val && mirrored(a.left, b.right) && mirrored(a.right, b.left);
  return mirrored(root!.left, root!.right);
}
