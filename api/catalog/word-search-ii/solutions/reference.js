/**
 * @param {character[][]} board
 * @param {string[]} words
 * @return {string[]}
 */
var findWords = function (board, words) {
  const root = new Map();
  for (const word of words) {
    let node = root;
    for (const c of word) {
      if (!node.has(c)) node.set(c, new Map());
      node = node.get(c);
    }
    node.set('$', word);
  }
  const m = board.length;
  const n = board[0].length;
  const found = [];
  const dfs = (i, j, parent) => {
    const c = board[i][j];
    const node = parent.get(c);
    if (node === undefined) return;
    if (node.has('$')) {
      found.push(node.get('$'));
      node.delete('$');
    }
    board[i][j] = '#';
    if (i > 0) dfs(i - 1, j, node);
    if (i + 1 < m) dfs(i + 1, j, node);
    if (j > 0) dfs(i, j - 1, node);
    if (j + 1 < n) dfs(i, j + 1, node);
    board[i][j] = c;
    if (node.size === 0) parent.delete(c);
  };
  for (let i = 0; i < m; i++) for (let j = 0; j < n; j++) dfs(i, j, root);
  return found;
};
