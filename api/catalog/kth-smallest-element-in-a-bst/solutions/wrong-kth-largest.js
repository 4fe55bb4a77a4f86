var kthSmallest = function (root, k) {
  // Right before left: counts from the largest value.
  const stack = [];
  let node = root;
  while (true) {
    while (node) {
      stack.push(node);
      node = node.right;
    }
    node = stack.pop();
    if (--k === 0) return node.val;
    node = node.left;
  }
};
