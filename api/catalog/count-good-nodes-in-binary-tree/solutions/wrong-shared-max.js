var goodNodes = function (root) {
  // One maximum for the whole traversal: a right branch inherits the left branch's values.
  let highest = -Infinity;
  let good = 0;
  const visit = (node) => {
    if (!node) return;
    if (node.val >= highest) {
      good++;
      highest = node.val;
    }
    visit(node.left);
    visit(node.right);
  };
  visit(root);
  return good;
};
