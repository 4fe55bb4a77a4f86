var buildTree = function (preorder, inorder) {
  // Takes the root from the end of preorder (as if it were a post-order list).
  const position = new Map(inorder.map((value, i) => [value, i]));
  let next = preorder.length - 1;
  const build = (lo, hi) => {
    if (lo > hi) return null;
    const root = new TreeNode(preorder[next--]);
    const mid = position.get(root.val);
    root.right = build(mid + 1, hi);
    root.left = build(lo, mid - 1);
    return root;
  };
  return build(0, inorder.length - 1);
};
