var maxDepth = function (root) {
  if (!root || (!root.left && !root.right)) return 0;
  return 1 + Math.max(maxDepth(root.left), maxDepth(root.right));
};
