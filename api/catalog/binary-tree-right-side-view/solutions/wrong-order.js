var rightSideView = function (root) {
  // Visits the left child first, so the first node met per depth is the leftmost.
  const view = [];
  const visit = (node, depth) => {
    if (!node) return;
    if (depth === view.length) view.push(node.val);
    visit(node.left, depth + 1);
    visit(node.right, depth + 1);
  };
  visit(root, 0);
  return view;
};
