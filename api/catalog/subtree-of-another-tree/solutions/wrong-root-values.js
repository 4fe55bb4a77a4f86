var isSubtree = function (root, subRoot) {
  // Stops at the first node whose value matches instead of trying the others.
  const same = (a, b) => {
    if (!a || !b) return a === b;
    return a.val === b.val && same(a.left, b.left) && same(a.right, b.right);
  };
  if (!root) return false;
  if (root.val === subRoot.val) return same(root, subRoot);
  return isSubtree(root.left, subRoot) || isSubtree(root.right, subRoot);
};
