// Level order with "_" for a missing child; the decoder leaves every value as the text it split.
var serialize = function (root) {
  if (!root) return '';
  const parts = [];
  const queue = [root];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i];
    if (!node) {
      parts.push('_');
      continue;
    }
    parts.push(String(node.val));
    queue.push(node.left, node.right);
  }
  return parts.join(',');
};

var deserialize = function (data) {
  if (data === '') return null;
  const parts = data.split(',');
  const root = new TreeNode(parts[0]);
  const queue = [root];
  let next = 1;
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i];
    if (parts[next] !== '_') queue.push((node.left = new TreeNode(parts[next])));
    next++;
    if (parts[next] !== '_') queue.push((node.right = new TreeNode(parts[next])));
    next++;
  }
  return root;
};
